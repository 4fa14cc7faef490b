import { PinInput } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { otpRules } from '@pixel/contract';
import { useTranslation } from '@/lib/translation';

/** A wrong code stays highlighted this long, then the boxes are cleared (spec §8). */
export const otpErrorHighlightMs = 2000;

/**
 * The state of a code entry: the typed code, and whether it is highlighted as wrong. `reject()` highlights
 * it, then clears it after 2 s so the next code can be typed; `reset()` clears it at once.
 */
export function useOtpCode() {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const reject = useCallback(() => {
    window.clearTimeout(timer.current);
    setInvalid(true);
    timer.current = window.setTimeout(() => {
      setInvalid(false);
      setCode('');
    }, otpErrorHighlightMs);
  }, []);

  const reset = useCallback(() => {
    window.clearTimeout(timer.current);
    setInvalid(false);
    setCode('');
  }, []);

  return { code, setCode, invalid, reject, reset };
}

export type OtpCodeInputProps = {
  value: string;
  onChange: (code: string) => void;
  /** Called once all 6 digits are there, typed or pasted: the code is submitted without a button. */
  onComplete: (code: string) => void;
  /** Highlights every box as wrong. */
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
};

/**
 * Six boxes for a one-time code: digits only, the focus moves on as each is typed and back on Backspace,
 * and a pasted code fills all of them (Mantine's PinInput does the keyboard work).
 */
export function OtpCodeInput({
  value,
  onChange,
  onComplete,
  error,
  disabled,
  autoFocus = true,
}: OtpCodeInputProps) {
  const firstBox = useRef<HTMLInputElement>(null);
  const wasError = useRef(false);
  useEffect(() => {
    // the wrong code has been cleared: the first box is ready for the next one
    if (wasError.current && !error) firstBox.current?.focus();
    wasError.current = Boolean(error);
  }, [error]);

  const { t } = useTranslation();
  return (
    <PinInput
      ref={firstBox}
      length={otpRules.length}
      type="number"
      inputMode="numeric"
      oneTimeCode
      placeholder=""
      size="lg"
      gap="xs"
      autoFocus={autoFocus}
      value={value}
      error={error}
      disabled={disabled}
      readOnly={error}
      onChange={(next) => {
        onChange(next);
        // PinInput's own onComplete fires once per mount, not again after the boxes were cleared
        if (next.length === otpRules.length && !disabled && !error) onComplete(next);
      }}
      getInputProps={(index) => ({
        'aria-label': t('common.otpDigit', { index: index + 1, length: otpRules.length }),
        'aria-invalid': error || undefined,
      })}
      // six boxes share the width they have, up to 50 px each: they fit a 320 px phone inside a modal
      styles={{
        root: { justifyContent: 'center', flexWrap: 'nowrap', width: '100%' },
        pinInput: { flex: '1 1 0', minWidth: 0, maxWidth: 50 },
        input: { width: '100%', paddingInline: 0 },
      }}
    />
  );
}
