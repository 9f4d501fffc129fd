import { Brand } from './Brand';

/** Shown while the first page's code loads. */
export function BootScreen() {
  return (
    <div className="boot-screen" data-testid="boot-screen">
      <Brand />
      <span className="spinner spinner--large" aria-hidden="true" />
    </div>
  );
}
