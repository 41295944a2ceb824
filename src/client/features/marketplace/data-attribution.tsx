import { OUTCODE_DATA_ATTRIBUTION } from '../../../shared/postcode.ts';

/** Where distances or areas appear: how they are worked out, and the attribution the data's licence asks for. */
export function DataAttribution() {
  return (
    <p className="text-xs text-fg-muted">
      Distances are measured between the centres of postcode areas (the first part of a postcode). {OUTCODE_DATA_ATTRIBUTION}
    </p>
  );
}
