import { ShieldCheck, Warehouse, Zap } from 'lucide-react';
import { PRODUCT_NAME } from '../../../shared/constants/product.ts';

const PROMISES = [
  {
    icon: Warehouse,
    title: 'Industrial-grade equipment marketplace',
    text: 'Electrical, plumbing, HVAC, lighting and more: surplus M&E stock from the trade, for the trade.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure payments with verified contractors',
    text: 'Deal with contractors whose accounts are verified, with payments handled securely.',
  },
  {
    icon: Zap,
    title: 'Fast, reliable transactions',
    text: 'Photograph an item, let SpareBot price it, and have it listed in minutes.',
  },
];

/** The large-screen panel beside the sign-in form (spec §1 and §2 Auth). */
export function MarketingPanel() {
  return (
    <section aria-labelledby="marketing-heading" className="hidden flex-col justify-center bg-ink px-12 py-16 text-slate-100 lg:flex">
      <div className="max-w-lg">
        <h2 id="marketing-heading" className="text-3xl font-bold tracking-tight text-white">
          Turn surplus M&amp;E stock into sales
        </h2>
        <p className="mt-4 text-base text-slate-300">{PRODUCT_NAME} keeps your spare stock organised, priced and ready to sell.</p>
        <ul className="mt-10 space-y-8">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-md bg-slate-700" aria-hidden>
                <Icon className="h-6 w-6 text-blue-300" />
              </span>
              <div>
                <p className="text-base font-semibold text-white">{title}</p>
                <p className="mt-1 text-sm text-slate-300">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
