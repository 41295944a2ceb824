/**
 * Shared response schemas for code that runs before zod has loaded: the entry chunk (the signed-in
 * user, /api/init) and the sign-in, register and email-link screens, which keep zod (~24 KB gzip)
 * out of their first load as their form validators do (lib/lazy-resolver.ts). apiJson takes these
 * loaders in place of a schema and loads the schema while the request travels. Anywhere else,
 * import the schema itself.
 */
const loadUserSchemas = () => import('../../shared/schemas/user.ts');

export const loadPublicUserSchema = () => loadUserSchemas().then((m) => m.PublicUserSchema);
export const loadInitResponseSchema = () => loadUserSchemas().then((m) => m.InitResponseSchema);
export const loadLoginResponseSchema = () => loadUserSchemas().then((m) => m.LoginResponseSchema);
export const loadRegisterResponseSchema = () => loadUserSchemas().then((m) => m.RegisterResponseSchema);
export const loadCompleteProfileResponseSchema = () => loadUserSchemas().then((m) => m.CompleteProfileResponseSchema);
export const loadVerifyEmailResponseSchema = () => loadUserSchemas().then((m) => m.VerifyEmailResponseSchema);
export const loadResendVerificationResponseSchema = () => loadUserSchemas().then((m) => m.ResendVerificationResponseSchema);
export const loadForgotPasswordResponseSchema = () => loadUserSchemas().then((m) => m.ForgotPasswordResponseSchema);
export const loadMessageSchema = () => import('../../shared/schemas/api-error.ts').then((m) => m.MessageSchema);
