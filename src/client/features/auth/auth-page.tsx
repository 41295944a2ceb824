import { useState } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../shared/constants/product.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { Logo } from '../../components/logo.tsx';
import { LoginForm } from './login-form.tsx';
import { MarketingPanel } from './marketing-panel.tsx';
import { RegisterForm } from './register-form.tsx';
import { buildResendVerificationPath, useResendPrompt } from './use-resend-prompt.ts';

type AuthTab = 'login' | 'register';

/** `/auth?tab=register` (the front door's "Sell your surplus" and the header's Sell) opens on Register. */
const initialTab = (): AuthTab => (new URLSearchParams(window.location.search).get('tab') === 'register' ? 'register' : 'login');

export function AuthPage() {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [loginEmail, setLoginEmail] = useState('');
  const [registeredNotice, setRegisteredNotice] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  useResendPrompt(unverifiedEmail);

  return (
    <main className="grid min-h-dvh lg:grid-cols-2">
      <section className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <Logo />
          <h1 className="mt-8 text-2xl font-bold tracking-tight">Welcome to {PRODUCT_NAME}</h1>
          <p className="mt-2 text-sm text-fg-muted">Sign in or create an account to manage and sell your surplus M&amp;E stock.</p>

          {unverifiedEmail ? (
            <Alert tone="warning" role="alert" title="Email Verification Required" className="mt-6">
              <p>Please verify {unverifiedEmail} before signing in. Check your inbox and spam folder for the link.</p>
              <Link href={buildResendVerificationPath(unverifiedEmail)} className={buttonClasses('link', 'md', 'mt-2 text-sm')}>
                Resend Verification Email
              </Link>
            </Alert>
          ) : null}
          {registeredNotice ? (
            <Alert tone="success" className="mt-6">
              {registeredNotice}
            </Alert>
          ) : null}

          <Tabs value={tab} onValueChange={(value) => setTab(value === 'register' ? 'register' : 'login')} className="mt-6">
            <TabsList aria-label="Sign in or register">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm
                key={loginEmail}
                defaultEmail={loginEmail}
                onVerificationRequired={(email) => {
                  setRegisteredNotice(null);
                  setUnverifiedEmail(email);
                }}
              />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm
                onVerificationPending={(message, email) => {
                  setRegisteredNotice(message);
                  setLoginEmail(email);
                  setTab('login');
                }}
              />
            </TabsContent>
          </Tabs>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6 text-sm text-fg-muted">
            <p>Looking for stock? No account needed to look.</p>
            <Link href="/search" className={buttonClasses('secondary', 'sm')}>
              Browse the marketplace
            </Link>
          </div>
        </div>
      </section>
      <MarketingPanel />
    </main>
  );
}
