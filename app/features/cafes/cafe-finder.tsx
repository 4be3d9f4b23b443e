import { useEffect, useEffectEvent, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import type { CafeFeature } from "@domain/cafes";
import type { PublicCafe } from "@domain/catalog";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import { CafeList } from "./cafe-list";
import { CafeMarker, LocationDot, MapLegend } from "./cafe-marker";
import { CafePopup } from "./cafe-popup";
import { FeatureChips } from "./feature-chips";
import { matchesFeatures } from "./cafe-features";
import { CafeSidePanel, NEARBY_COUNT } from "./cafe-side-panel";
import { MapCanvas } from "./map-canvas";
import type { MapPoint } from "./project-point";
import { useNearby } from "./use-nearby";

const SubmitCafeDialog = lazyPart(() => import("./submit-cafe-dialog").then((m) => m.SubmitCafeDialog));

type Props = {
  cafes: PublicCafe[];
  pick: PublicCafe | null;
  positions: Record<number, MapPoint>;
  initialFeatures: CafeFeature[];
  initialCafeId: number | null;
  locateOnStart: boolean;
};

/** Filters, the map with its popup, the side panel and the list, sharing one state. */
export function CafeFinder({ cafes, pick, positions, initialFeatures, initialCafeId, locateOnStart }: Props) {
  const [features, setFeatures] = useState<CafeFeature[]>(initialFeatures);
  const [openId, setOpenId] = useState<number | null>(initialCafeId);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dot, setDot] = useState<MapPoint | null>(null);
  const { nearby, locate, showAll } = useNearby();
  const revalidator = useRevalidator();

  // Once, on arrival from the home page's "Find Nearby Cafés".
  const locateOnArrival = useEffectEvent(() => {
    if (locateOnStart) locate();
  });
  useEffect(() => locateOnArrival(), []);

  // The projection is only needed for the visitor's own dot, so it loads once a location is known.
  useEffect(() => {
    const location = nearby.location;
    if (!location) return;
    let current = true;
    void import("./project-point").then(
      ({ projectToMap }) => current && setDot(projectToMap(location.latitude, location.longitude)),
    );
    return () => {
      current = false;
    };
  }, [nearby.location]);

  const visible = useMemo(() => cafes.filter((cafe) => matchesFeatures(cafe, features)), [cafes, features]);
  const nearest = useMemo(
    () => (nearby.cafes ?? []).filter((cafe) => matchesFeatures(cafe, features)).slice(0, NEARBY_COUNT),
    [nearby.cafes, features],
  );
  const nearestIds = new Set(nearest.map((cafe) => cafe.id));
  const open = visible.find((cafe) => cafe.id === openId) ?? null;

  function openCafe(cafe: PublicCafe, from: HTMLElement | null) {
    setTrigger(from);
    setOpenId(cafe.id);
  }
  function showOnMap(cafe: PublicCafe) {
    if (!matchesFeatures(cafe, features)) setFeatures([]);
    setOpenId(cafe.id);
    setTrigger(document.querySelector<HTMLElement>(`[data-cafe-marker="${cafe.id}"]`));
    document.getElementById("cafe-map")?.scrollIntoView({ behavior: "smooth", block: "center" });
  }
  function closePopup() {
    setOpenId(null);
    trigger?.focus();
  }

  return (
    <>
      <FeatureChips chosen={features} onChange={setFeatures} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,40rem)_minmax(0,1fr)] lg:items-start">
        <div id="cafe-map" className="space-y-3">
          <MapCanvas label={`Map of ${visible.length} cafés in South India`}>
            {visible.map((cafe) => {
              const position = positions[cafe.id];
              if (!position) return null;
              return (
                <CafeMarker
                  key={cafe.id}
                  cafe={cafe}
                  position={position}
                  open={cafe.id === openId}
                  dimmed={nearby.active && nearest.length > 0 && !nearestIds.has(cafe.id)}
                  onOpen={(button) => openCafe(cafe, button)}
                />
              );
            })}
            {dot ? <LocationDot position={dot} /> : null}
            {open && positions[open.id] ? (
              <CafePopup cafe={open} position={positions[open.id]!} location={nearby.location} onClose={closePopup} />
            ) : null}
          </MapCanvas>
          <MapLegend />
        </div>
        <CafeSidePanel
          pick={pick}
          nearby={nearby}
          nearest={nearest}
          onLocate={locate}
          onShowAll={showAll}
          onShowOnMap={showOnMap}
          onSubmitSpot={() => setDialogOpen(true)}
        />
      </div>
      <CafeList
        cafes={visible}
        total={cafes.length}
        location={nearby.location}
        onShowOnMap={showOnMap}
        onClear={() => setFeatures([])}
      />
      {dialogOpen ? (
        <PartBoundary onDismiss={() => setDialogOpen(false)}>
          <SubmitCafeDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            onSubmitted={() => revalidator.revalidate()}
          />
        </PartBoundary>
      ) : null}
    </>
  );
}
