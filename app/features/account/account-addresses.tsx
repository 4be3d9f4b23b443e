import LoaderCircle from "lucide-react/icons/loader-circle";
import MapPin from "lucide-react/icons/map-pin";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { useState, type FormEvent } from "react";
import type { SavedAddress } from "@domain/accounts";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { errorMessage } from "~/lib/api";
import { formText } from "~/lib/form-data";
import { toast } from "~/lib/toast";
import { removeAddress, saveAddress } from "./account-api";

const FIELDS = [
  { name: "customerName", label: "Full name", autoComplete: "name" },
  { name: "customerPhone", label: "Phone", autoComplete: "tel", inputMode: "tel" },
  { name: "street", label: "Address", autoComplete: "street-address" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "pincode", label: "Pincode", autoComplete: "postal-code", inputMode: "numeric" },
] as const;

/** Addresses kept for checkout: the default one fills the checkout's details for a signed-in shopper. */
export function AccountAddresses({ addresses, onChange }: { addresses: SavedAddress[]; onChange: () => void }) {
  const [adding, setAdding] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const { SavedAddressInput } = await import("@domain/accounts");
    const parsed = SavedAddressInput.safeParse(
      Object.fromEntries(FIELDS.map(({ name }) => [name, formText(data, name)])),
    );
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await saveAddress(parsed.data);
      setAdding(false);
      onChange();
    } catch (error) {
      toast({
        title: "Address not saved",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  async function remove(id: number) {
    try {
      await removeAddress(id);
      onChange();
    } catch (error) {
      toast({
        title: "Address not removed",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    }
  }

  return (
    <div className="space-y-4">
      {addresses.length === 0 ? <p className="text-coffee-600">No saved addresses yet.</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {addresses.map((address) => (
          <li key={address.id} className="flex gap-3 rounded-2xl border border-coffee-800/10 bg-white p-5 text-sm">
            <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-coffee-500" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {address.customerName}
                {address.isDefault ? (
                  <span className="ml-2 text-xs font-medium text-forest-600">Used at checkout</span>
                ) : null}
              </p>
              <p className="text-coffee-600">
                {address.street}, {address.city}, {address.state} {address.pincode}
              </p>
              <p className="text-coffee-600">{address.customerPhone}</p>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-2 -ml-3"
                onClick={() => void remove(address.id)}
              >
                <Trash2 aria-hidden /> Remove
                <span className="sr-only">
                  {" "}
                  the address for {address.customerName}, {address.street}
                </span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {adding ? (
        <form
          onSubmit={add}
          noValidate
          aria-label="New address"
          className="grid gap-4 rounded-2xl border border-coffee-800/10 bg-white p-5 sm:grid-cols-2"
        >
          {FIELDS.map((field) => (
            <div key={field.name} className={field.name === "street" ? "space-y-1.5 sm:col-span-2" : "space-y-1.5"}>
              <Label htmlFor={`address-${field.name}`}>{field.label}</Label>
              <Input
                id={`address-${field.name}`}
                name={field.name}
                autoComplete={field.autoComplete}
                inputMode={"inputMode" in field ? field.inputMode : undefined}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? `address-${field.name}-error` : undefined}
              />
              {errors[field.name] ? (
                <p id={`address-${field.name}-error`} className="text-sm font-medium text-terracotta-600">
                  {errors[field.name]}
                </p>
              ) : null}
            </div>
          ))}
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" disabled={pending}>
              {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : null} Save address
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> Add an address
        </Button>
      )}
    </div>
  );
}
