/**
 * Single pincodes for cash on delivery, picked from the shop's pincode directory (issue 17): the owner
 * types six digits, sees the place before adding it, and a pincode the directory does not know is
 * refused with a message (the server refuses it too). The list shows each pincode's place.
 */
import { useQuery } from "@tanstack/react-query";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { useId, useState } from "react";
import { isPincode } from "@domain/geo";
import { Button } from "~/components/ui/button";
import { ApiError, apiRequest } from "~/lib/api";
import { inputClass } from "../ui/input-class";

export type PincodePlace = { pincode: string; city: string; district: string; state: string };
/** A listed pincode and its place; null when the directory no longer knows it. */
export type ListedPincode = { pincode: string; place: PincodePlace | null };

/** "Bengaluru, Karnataka"; the district too where the town is not its name ("Delhi, Central Delhi district, Delhi"). */
const placeText = (place: PincodePlace) =>
  [place.city, place.district === place.city ? null : `${place.district} district`, place.state]
    .filter(Boolean)
    .join(", ");

/** The directory's answer for a complete pincode: its place, "unknown", or still asking. */
function usePincodePlace(pincode: string) {
  const query = useQuery({
    queryKey: ["pincode", pincode],
    queryFn: ({ signal }) => apiRequest<PincodePlace>("GET", `/api/pincodes/${pincode}`, undefined, { signal }),
    enabled: isPincode(pincode),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: Infinity,
  });
  if (!isPincode(pincode)) return { kind: "incomplete" as const };
  if (query.data) return { kind: "found" as const, place: query.data };
  if (query.error instanceof ApiError && query.error.status === 404) return { kind: "unknown" as const };
  if (query.error) return { kind: "failed" as const };
  return { kind: "asking" as const };
}

export function PincodePicker({
  listed,
  onChange,
  states,
}: {
  listed: ListedPincode[];
  onChange: (listed: ListedPincode[]) => void;
  /** The whole states already offered: a pincode inside one adds nothing, and the hint says so. */
  states: string[];
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const pincode = draft.trim();
  const answer = usePincodePlace(pincode);
  const already = listed.some((row) => row.pincode === pincode);
  const canAdd = answer.kind === "found" && !already;
  const add = () => {
    if (!canAdd) return;
    onChange([...listed, { pincode, place: answer.place }]);
    setDraft("");
  };

  let status = "Six digits; the place shows here before you add it.";
  let refused = false;
  if (pincode && !/^\d*$/.test(pincode)) [status, refused] = ["A pincode is six digits.", true];
  else if (answer.kind === "asking") status = "Looking it up…";
  else if (answer.kind === "failed") [status, refused] = ["The pincode directory did not answer; try again.", true];
  else if (answer.kind === "unknown")
    [status, refused] = [
      `${pincode} is not in the pincode directory, so cash on delivery cannot be offered there.`,
      true,
    ];
  else if (answer.kind === "found") {
    status = `${pincode}: ${placeText(answer.place)}`;
    if (already) [status, refused] = [`${status} — already listed.`, true];
    else if (states.includes(answer.place.state))
      status = `${status} — ${answer.place.state} is already offered whole.`;
  }

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold">Single pincodes, besides those states</legend>
      <p id={`${id}-hint`} className="text-xs text-coffee-500">
        Each is checked against the pincode directory the shop delivers by.
      </p>
      {listed.length > 0 ? (
        <ul className="divide-y divide-coffee-800/10 rounded-xl border border-coffee-800/10 bg-white text-sm">
          {listed.map((row) => (
            <li key={row.pincode} className="flex items-center justify-between gap-3 py-1 pl-4 pr-1">
              <span className="min-w-0">
                <span className="font-semibold tabular-nums">{row.pincode}</span>{" "}
                <span className="text-coffee-600">
                  {row.place ? placeText(row.place) : "no longer in the directory — remove it"}
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11"
                aria-label={`Remove pincode ${row.pincode}`}
                onClick={() => onChange(listed.filter((other) => other.pincode !== row.pincode))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-coffee-600">None: only the states above.</p>
      )}
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1 space-y-1.5 text-sm font-semibold">
          <span className="block">Add a pincode</span>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            placeholder="e.g. 560001"
            value={draft}
            aria-invalid={refused || undefined}
            aria-describedby={`${id}-status`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the pincode here rather than saving the whole sheet.
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
            className={`${inputClass} pr-4`}
          />
        </label>
        <Button type="button" variant="outline" disabled={!canAdd} onClick={add}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={refused ? "text-sm font-medium text-terracotta-600" : "text-sm text-coffee-600"}
      >
        {status}
      </p>
    </fieldset>
  );
}
