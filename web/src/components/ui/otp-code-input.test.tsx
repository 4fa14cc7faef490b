import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { OtpCodeInput, useOtpCode } from './otp-code-input';

/** The input as a flow uses it: '000000' is the wrong code. */
function CodeEntry({ onComplete }: { onComplete: (code: string) => void }) {
  const otp = useOtpCode();
  return (
    <OtpCodeInput
      value={otp.code}
      onChange={otp.setCode}
      error={otp.invalid}
      onComplete={(code) => {
        onComplete(code);
        if (code === '000000') otp.reject();
      }}
    />
  );
}

function renderCodeEntry() {
  const onComplete = vi.fn();
  render(
    <AppProvider env="test">
      <CodeEntry onComplete={onComplete} />
    </AppProvider>,
  );
  const boxes = Array.from({ length: 6 }, (_, index) =>
    screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }),
  );
  return { onComplete, boxes, user: userEvent.setup() };
}

const valuesOf = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).value).join('');

describe('OtpCodeInput', () => {
  it('shows six numeric boxes, moves on as digits are typed and submits at the sixth', async () => {
    const { onComplete, boxes, user } = renderCodeEntry();
    boxes.forEach((box) => expect(box).toHaveAttribute('inputmode', 'numeric'));
    expect(boxes[0]).toHaveFocus();

    await user.keyboard('12345');
    expect(boxes[5]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();

    await user.keyboard('6');
    expect(valuesOf(boxes)).toBe('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('ignores anything but digits', async () => {
    const { onComplete, boxes, user } = renderCodeEntry();
    await user.keyboard('a1b-2');
    expect(valuesOf(boxes)).toBe('12');
    expect(boxes[2]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('clears a digit and goes back with Backspace', async () => {
    const { boxes, user } = renderCodeEntry();
    await user.keyboard('123');
    expect(boxes[3]).toHaveFocus();
    // from the empty fourth box back to the third, then the third digit goes
    await user.keyboard('{Backspace}');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(valuesOf(boxes)).toBe('12');
    expect(boxes[1]).toHaveFocus();
  });

  it('fills every box from a pasted code and submits it', async () => {
    const { onComplete, boxes, user } = renderCodeEntry();
    await user.paste('654321');
    expect(valuesOf(boxes)).toBe('654321');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('654321');
  });

  it('highlights a wrong code, clears it after 2 seconds, and takes the next one', async () => {
    const { onComplete, boxes, user } = renderCodeEntry();
    await user.paste('000000');

    boxes.forEach((box) => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(valuesOf(boxes)).toBe('000000');

    // 2 seconds by the clock; the margin is for a machine busy with other suites
    await waitFor(() => expect(valuesOf(boxes)).toBe(''), { timeout: 8000 });
    boxes.forEach((box) => expect(box).not.toHaveAttribute('aria-invalid', 'true'));
    // focus goes back to the first box just after the boxes are cleared
    await waitFor(() => expect(boxes[0]).toHaveFocus());

    await user.paste('123456');
    expect(onComplete).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledTimes(2);
  }, 15_000);
});
