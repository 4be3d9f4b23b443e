import { useState } from "react";
import { CAFE_CITIES, CAFE_FEATURE_LABELS, CAFE_FEATURES } from "@domain/cafes";
import { CAFE_RATINGS, CafeSubmissionInput, DEFAULT_CAFE_RATING } from "@domain/community";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Input, Label, textareaClass } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { FieldError, fieldErrors } from "~/components/ui/field-error";
import { apiRequest } from "~/lib/api";
import { useFormSubmit } from "~/lib/use-form-submit";
import { formText } from "~/lib/form-data";

const EMPTY = { name: "", city: "", address: "" };

/** Submit Your Spot: the café goes to the review queue; it appears once the admin approves it. */
export function SubmitCafeDialog({
  open,
  onOpenChange,
  onSubmitted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmitted: () => void;
}) {
  const [required, setRequired] = useState(EMPTY);
  const [formKey, setFormKey] = useState(0);
  const incomplete = !required.name.trim() || !required.city || !required.address.trim();

  const { pending, errors, onSubmit } = useFormSubmit({
    check: (data) => {
      const payload = {
        name: required.name,
        description: formText(data, "description"),
        address: required.address,
        city: required.city,
        latitude: formText(data, "latitude"),
        longitude: formText(data, "longitude"),
        rating: Number(data.get("rating") ?? DEFAULT_CAFE_RATING),
        imageUrl: formText(data, "imageUrl"),
        features: data.getAll("features").map(String),
        weeklyPick: false,
      };
      const checked = CafeSubmissionInput.safeParse(payload);
      if (checked.success) return { payload };
      const found = fieldErrors(checked.error.issues);
      return {
        errors: found,
        toast: { title: "Submission Failed", description: Object.values(found)[0] ?? "Please try again later." },
      };
    },
    send: (payload) => apiRequest("POST", "/api/cafes", payload),
    success: {
      title: "Cafe Submitted!",
      description: "Thank you for sharing your favorite spot. We'll review it soon.",
    },
    failure: { title: "Submission Failed", fallback: "Please try again later." },
    onSuccess: () => {
      setRequired(EMPTY);
      setFormKey((key) => key + 1);
      onOpenChange(false);
      onSubmitted();
    },
    reset: false,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Submit Your Spot"
        description="Share a café that pours great South Indian coffee. We review every suggestion before it appears on the map."
        className="sm:max-w-xl"
      >
        <form key={formKey} onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="cafe-name">Café name *</Label>
            <Input
              id="cafe-name"
              name="name"
              required
              maxLength={120}
              value={required.name}
              onChange={(e) => setRequired({ ...required, name: e.target.value })}
              aria-invalid={Boolean(errors.name)}
              aria-describedby="cafe-name-error"
            />
            <FieldError id="cafe-name-error" message={errors.name} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="cafe-description">Description</Label>
            <textarea
              id="cafe-description"
              name="description"
              rows={3}
              maxLength={1000}
              className={textareaClass}
              placeholder="What makes it special?"
              aria-describedby="cafe-description-error"
            />
            <FieldError id="cafe-description-error" message={errors.description} />
          </div>
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <div className="space-y-1.5">
              <Label htmlFor="cafe-address">Address *</Label>
              <Input
                id="cafe-address"
                name="address"
                required
                maxLength={300}
                value={required.address}
                onChange={(e) => setRequired({ ...required, address: e.target.value })}
                aria-invalid={Boolean(errors.address)}
                aria-describedby="cafe-address-error"
              />
              <FieldError id="cafe-address-error" message={errors.address} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="cafe-city">City *</Label>
              <Select
                id="cafe-city"
                name="city"
                required
                value={required.city}
                onChange={(e) => setRequired({ ...required, city: e.target.value })}
                aria-describedby="cafe-city-error"
              >
                <option value="" disabled>
                  Choose a city
                </option>
                {CAFE_CITIES.map((city) => (
                  <option key={city}>{city}</option>
                ))}
              </Select>
              <FieldError id="cafe-city-error" message={errors.city} />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <div className="space-y-1.5">
              <Label htmlFor="cafe-latitude">Latitude</Label>
              <Input
                id="cafe-latitude"
                name="latitude"
                inputMode="decimal"
                placeholder="13.0827"
                aria-describedby="cafe-latitude-error"
              />
              <FieldError id="cafe-latitude-error" message={errors.latitude} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="cafe-longitude">Longitude</Label>
              <Input
                id="cafe-longitude"
                name="longitude"
                inputMode="decimal"
                placeholder="80.2707"
                aria-describedby="cafe-longitude-error"
              />
              <FieldError id="cafe-longitude-error" message={errors.longitude} />
            </div>
            <div className="col-span-2 space-y-1.5 sm:col-span-1">
              <Label htmlFor="cafe-rating">Your rating</Label>
              <Select id="cafe-rating" name="rating" defaultValue={String(DEFAULT_CAFE_RATING)}>
                {CAFE_RATINGS.map((rating) => (
                  <option key={rating} value={rating}>
                    {rating.toFixed(1)} ★
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="cafe-image">Photo URL (optional)</Label>
            <Input
              id="cafe-image"
              name="imageUrl"
              type="url"
              placeholder="https://…"
              aria-describedby="cafe-image-error"
            />
            <FieldError id="cafe-image-error" message={errors.imageUrl} />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold">Features</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {CAFE_FEATURES.map((feature) => (
                <label
                  key={feature}
                  className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-coffee-800/20 bg-white px-3 py-1.5 text-sm has-[:checked]:border-coffee-800 has-[:checked]:bg-coffee-800 has-[:checked]:text-cream-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-terracotta-500"
                >
                  <input type="checkbox" name="features" value={feature} className="sr-only" />
                  {CAFE_FEATURE_LABELS[feature]}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-xs text-coffee-500">
            Latitude and longitude help us place the café on the map; leave them empty if you don't know them.
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={incomplete || pending}>
            {pending ? "Submitting..." : "Submit Café"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
