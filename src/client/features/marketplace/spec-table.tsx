import { PROVIDER_DEFAULTS } from '../../../shared/constants/sparebot-defaults.ts';
import { parseSpecPairs } from '../../../shared/spec-pairs.ts';

/** SpareBot's stand-ins for "not known" say nothing to a buyer. */
const known = (value: string | null, placeholder: string) => (value && value !== placeholder ? value : null);

/** Specs as a key–value table, as trade buyers read them on Screwfix and Toolstation. */
export function SpecTable({
  listing,
}: {
  listing: {
    brandInfo: string | null;
    category: string | null;
    material: string | null;
    size: string | null;
    technicalSpecs: string | null;
  };
}) {
  const brand = known(listing.brandInfo, PROVIDER_DEFAULTS.brand);
  const material = known(listing.material, PROVIDER_DEFAULTS.material);
  const size = known(listing.size, PROVIDER_DEFAULTS.size);
  const rows = [
    ...(brand ? [{ name: 'Brand', value: brand }] : []),
    ...(listing.category ? [{ name: 'Category', value: listing.category }] : []),
    ...parseSpecPairs(listing.technicalSpecs).map((p) => ({ name: p.name || 'Detail', value: p.value })),
    ...(material ? [{ name: 'Material', value: material }] : []),
    ...(size ? [{ name: 'Size', value: size }] : []),
  ];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="specs-heading" className="space-y-2">
      <h2 id="specs-heading" className="text-lg font-semibold text-fg">
        Specifications
      </h2>
      <table className="w-full overflow-hidden rounded-lg border border-border text-sm">
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.name}-${index}`} className="border-b border-border last:border-0 even:bg-surface-muted">
              <th scope="row" className="w-2/5 px-3 py-2 text-left align-top font-medium text-fg-muted">
                {row.name}
              </th>
              <td className="px-3 py-2 break-words text-fg">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
