import { Link } from 'wouter';
import { PackageX } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';

/** An unknown, private, withdrawn or sold-out listing or seller (the server also answered 404). */
export function ListingUnavailable({ what }: { what: 'listing' | 'seller' }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <PackageX className="mx-auto h-10 w-10 text-fg-muted" strokeWidth={1.5} aria-hidden />
      <h1 className="mt-3 text-2xl font-semibold">
        {what === 'listing' ? 'This listing is not available' : 'This seller has nothing listed'}
      </h1>
      <p className="mt-3 text-fg-muted">
        {what === 'listing'
          ? 'It may have sold, or the seller may have taken it off the marketplace.'
          : 'They may have sold everything, or taken their stock off the marketplace.'}
      </p>
      <div className="mt-8 flex justify-center">
        <Link href="/search" className={buttonClasses('primary')}>
          Browse the marketplace
        </Link>
      </div>
    </main>
  );
}
