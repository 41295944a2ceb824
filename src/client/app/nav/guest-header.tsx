import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Logo } from '../../components/logo.tsx';

/** What a signed-out visitor sees above public pages (legal, password, verification). */
export function GuestHeader() {
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Logo />
        <Link href="/auth" className={buttonClasses('secondary', 'sm')}>
          Log In / Register
        </Link>
      </div>
    </header>
  );
}
