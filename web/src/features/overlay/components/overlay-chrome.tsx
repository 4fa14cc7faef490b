import { useEffect, type ReactNode } from 'react';
import type { Language } from '@pixel/contract';
import { showLanguage } from '@/lib/i18n';

// the alert's entrance and exit; a browser source shows whatever the page draws over the video
const keyframes = `
@keyframes pixel-alert-in { from { opacity: 0; transform: translateY(-24px) scale(0.92); } to { opacity: 1; transform: none; } }
@keyframes pixel-alert-out { from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(-16px); } }
@keyframes pixel-alert-pop { 0%, 100% { transform: scale(1); } 50% { transform: scale(1.08); } }
`;

/**
 * A page made to sit on top of a live video: transparent behind, nothing but what it shows (no header,
 * footer or scroll bars).
 */
export function OverlayChrome({ children }: { children: ReactNode }) {
  useEffect(() => {
    const targets = [document.documentElement, document.body];
    const before = targets.map((element) => [element.style.background, element.style.overflow] as const);
    for (const element of targets) {
      element.style.background = 'transparent';
      element.style.overflow = 'hidden';
    }
    return () =>
      targets.forEach((element, i) => {
        element.style.background = before[i]![0];
        element.style.overflow = before[i]![1];
      });
  }, []);
  return (
    <>
      <style>{keyframes}</style>
      {children}
    </>
  );
}

/** A short two-note chime, made in the browser: no sound file to load. */
export function playChime() {
  const Context =
    window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    const context = new Context();
    [660, 880].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const start = context.currentTime + i * 0.15;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.4);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.45);
    });
    setTimeout(() => void context.close(), 1_000);
  } catch {
    // a browser that refuses sound without a click still shows the alert
  }
}

/**
 * The overlay speaks its creator's language (their account's): a streaming program's browser source has
 * no language switch and no choice of its own. Shown, not remembered, in that browser.
 */
export function useCreatorLanguage(language: Language | undefined) {
  useEffect(() => {
    if (language) void showLanguage(language);
  }, [language]);
}
