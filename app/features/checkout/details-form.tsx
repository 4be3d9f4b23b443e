import { useEffect, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from "react";
import { Button } from "~/components/ui/button";
import { DETAILS_FIELDS, type DetailsErrors, type DetailsField, type DetailsValues } from "./details-fields";
import { GiftFields } from "./gift-fields";
import { typedPincode } from "@domain/geo";
import { PincodeLookupHint } from "./pincode-lookup-hint";
import { ArrowRightIcon, LoaderCircleIcon } from "./step-icons";
import { TextField } from "./text-field";
import type { PlacedDetails } from "./validate-details";

/** The validator (and zod with it) loads on the first focus in the form, or at the latest on submit. */
let validator: Promise<typeof import("./validate-details")> | null = null;
function loadValidator() {
  validator ??= import("./validate-details");
  return validator;
}

type Props = {
  values: DetailsValues;
  setValues: Dispatch<SetStateAction<DetailsValues>>;
  /** Messages from the server's 400 answer, shown like the form's own. */
  serverErrors: DetailsErrors;
  onSubmit: (details: PlacedDetails) => void;
  submitting: boolean;
  /** False until the page has hydrated, and while the cart cannot be ordered as it is. */
  canSubmit: boolean;
};

/** The seven fields of the details step, validated on submit and then as the shopper fixes them. */
export function DetailsForm({ values, setValues, serverErrors, onSubmit, submitting, canSubmit }: Props) {
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The State field's suggestions are for typing, so they come with the first focus in the form, not the page.
  const [states, setStates] = useState<readonly string[]>([]);

  useEffect(() => {
    if (Object.keys(serverErrors).length === 0) return;
    setErrors(serverErrors);
    focusFirstError(serverErrors);
  }, [serverErrors]);

  function focusFirstError(found: DetailsErrors) {
    const first = found.gift ? "gift" : DETAILS_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function change(field: DetailsField, raw: string) {
    const value = field === "pincode" ? typedPincode(raw) : raw;
    setValues({ ...values, [field]: value });
  }

  // After a submit, each fix (typed, or filled in from the pincode) clears its message.
  useEffect(() => {
    if (!submitted) return;
    let current = true;
    void loadValidator().then(({ validateDetails }) => {
      if (current) setErrors(validateDetails(values).errors ?? {});
    });
    return () => {
      current = false;
    };
  }, [values, submitted]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || submitting) return;
    setSubmitted(true);
    const { validateDetails } = await loadValidator();
    const result = validateDetails(values);
    if (result.errors) {
      setErrors(result.errors);
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.data);
  }

  const field = (name: DetailsField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      onFocus={() => {
        void loadValidator();
        if (states.length === 0)
          void import("@domain/indian-states").then(
            ({ INDIAN_STATES }) => setStates(INDIAN_STATES),
            () => undefined,
          );
      }}
      noValidate
      aria-label="Delivery details"
      className="space-y-8"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold">Contact details</legend>
        <TextField
          {...field("customerName")}
          label="Full name"
          autoComplete="name"
          autoCapitalize="words"
          className="sm:col-span-2"
        />
        <TextField
          {...field("customerEmail")}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          {...field("customerPhone")}
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
        />
      </fieldset>
      <GiftFields
        gift={values.gift}
        onGift={(gift) => setValues({ ...values, gift })}
        error={errors.gift}
        message={field("giftMessage")}
      >
        <TextField {...field("recipientName")} label="Recipient's name" autoComplete="off" autoCapitalize="words" />
        <TextField
          {...field("recipientPhone")}
          label="Recipient's phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="For the courier"
        />
      </GiftFields>
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-4 text-lg font-semibold">
          {values.gift ? "Recipient's address" : "Delivery address"}
        </legend>
        <TextField
          {...field("street")}
          label="Address"
          multiline
          autoComplete="street-address"
          placeholder="House or flat, street, area"
          className="sm:col-span-6"
        />
        <TextField
          {...field("pincode")}
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6 digits"
          hint={<PincodeLookupHint values={values} setValues={setValues} />}
          className="sm:col-span-2"
        />
        <TextField {...field("city")} label="City" autoComplete="address-level2" className="sm:col-span-2" />
        <TextField
          {...field("state")}
          label="State"
          autoComplete="address-level1"
          list="checkout-states"
          className="sm:col-span-2"
        />
        <datalist id="checkout-states">
          {states.map((state) => (
            <option key={state} value={state} />
          ))}
        </datalist>
      </fieldset>
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!canSubmit || submitting}>
          {submitting ? (
            <>
              <LoaderCircleIcon className="animate-spin" /> Creating your order…
            </>
          ) : (
            <>
              Continue to Payment <ArrowRightIcon />
            </>
          )}
        </Button>
        <p className="mt-3 text-sm text-coffee-500">Next you choose how to pay — UPI, card or net banking.</p>
      </div>
    </form>
  );
}
