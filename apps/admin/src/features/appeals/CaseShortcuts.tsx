// The case page's keyboard shortcuts (issue 25): `c` claims the case, `n` opens the next case, `d` goes to
// the decision, `?` shows the list. None of them acts while the officer types in a field or a dialog is
// in front, nor with Ctrl, ⌘ or Alt held (the browser's own shortcuts).
import { Modal, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { D } from './format';

export interface CaseShortcutHandlers {
  claim(): void;
  next(): void;
  decide(): void;
  help(): void;
}

/** The keys, in the order the list shows them. */
export const CASE_SHORTCUTS = [
  { key: 'c', action: 'claim' },
  { key: 'n', action: 'next' },
  { key: 'd', action: 'decide' },
  { key: '?', action: 'help' },
] as const satisfies readonly { key: string; action: keyof CaseShortcutHandlers }[];

/** Whether a key press belongs to something else: a field being typed in, or a dialog in front. */
export function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="combobox"]')) return true;
  return target.closest('[role="dialog"]') !== null;
}

export function useCaseShortcuts(handlers: CaseShortcutHandlers, enabled = true): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (typingIn(e.target)) return;
      const hit = CASE_SHORTCUTS.find((s) => s.key === e.key);
      if (!hit) return;
      e.preventDefault();
      latest.current[hit.action]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/** Moves the keyboard to the decision: its first choice when the form is there, else the panel. */
export function focusDecision(): void {
  const choice = document.querySelector<HTMLElement>('[data-testid="decision-form"] input[type="radio"]');
  const panel = document.querySelector<HTMLElement>('[data-testid="decision-panel"]');
  panel?.scrollIntoView?.({ block: 'nearest' });
  choice?.focus();
}

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t(`${D}.claims.shortcuts.title`)}
      data-testid="shortcuts-help"
    >
      <dl className="desk-shortcuts" data-testid="shortcuts-list">
        {CASE_SHORTCUTS.map((s) => (
          <div key={s.key} className="desk-shortcut">
            <dt>
              <kbd>{s.key}</kbd>
            </dt>
            <dd>{t(`${D}.claims.shortcuts.${s.action}`)}</dd>
          </div>
        ))}
      </dl>
      <Typography.Text type="secondary">{t(`${D}.claims.shortcuts.note`)}</Typography.Text>
    </Modal>
  );
}
