// Browser-side submission toolkit for insert-only Supabase tables. Nothing here imports
// supabase-js or zod statically: both are loaded on the first submit.
export {
  type InsertOptions,
  type InsertOutcome,
  insertRow,
  SubmitError,
  type SubmitFailure,
} from './insert-row';
export {
  forgetRuntimeConfig,
  isDemoMode,
  loadRuntimeConfig,
  type RuntimeConfig,
  runtimeConfigPath,
} from './runtime-config';
export { useDemoMode } from './use-demo-mode';
export { type Draft, useSessionDraft } from './use-session-draft';
export { type RowSchema, type StoredFormOptions, type SubmitState, useStoredForm } from './use-stored-form';
