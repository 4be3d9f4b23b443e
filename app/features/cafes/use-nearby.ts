/**
 * "Find Nearby Cafés": asks the browser where the visitor is, then the server which approved cafés
 * are nearest (`GET /api/cafes?lat=&lng=`). Off until a location is found; Show All turns it off.
 */
import { useState } from "react";
import type { PublicCafe } from "@domain/catalog";
import type { LatLng } from "@domain/geo";
import { toast } from "~/lib/toast";
import { apiRequest } from "~/lib/api";

export type Nearby = { location: LatLng | null; cafes: PublicCafe[] | null; locating: boolean; active: boolean };

export function useNearby() {
  const [state, setState] = useState<Nearby>({ location: null, cafes: null, locating: false, active: false });

  async function showNearby(position: GeolocationPosition) {
    const location = { latitude: position.coords.latitude, longitude: position.coords.longitude };
    setState((s) => ({ ...s, location, active: true }));
    toast({ title: "Location Found!", description: "Showing cafés near your location." });
    try {
      const cafes = await apiRequest<PublicCafe[]>(
        "GET",
        `/api/cafes?lat=${location.latitude}&lng=${location.longitude}`,
      );
      setState({ location, cafes, locating: false, active: true });
    } catch {
      setState((s) => ({ ...s, locating: false }));
      toast({
        title: "Failed to fetch nearby cafés",
        description: "Please try again later.",
        variant: "destructive",
      });
    }
  }

  function locate() {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      toast({
        title: "Geolocation Not Supported",
        description: "Your browser doesn't support location services.",
        variant: "destructive",
      });
      return;
    }
    setState((s) => ({ ...s, locating: true }));
    navigator.geolocation.getCurrentPosition(
      (position) => void showNearby(position),
      () => {
        setState((s) => ({ ...s, locating: false }));
        toast({
          title: "Location Access Denied",
          description: "Please enable location access to find nearby cafés.",
          variant: "destructive",
        });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  return { nearby: state, locate, showAll: () => setState((s) => ({ ...s, active: false })) };
}
