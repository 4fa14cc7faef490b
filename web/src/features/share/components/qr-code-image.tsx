import { useMemo } from 'react';
import { qrMargin, qrMatrix, qrSvgPath } from '../lib/qr-code';
import { useTranslation } from '../texts';

/**
 * A QR code of `value` on white, drawn as one SVG path (crisp at any size, no canvas needed). `label` names
 * it instead of its text, where the text is a secret or too long to be read out.
 */
export function QrCodeImage({ value, size, label }: { value: string; size: number; label?: string }) {
  const { t } = useTranslation();
  const { path, units } = useMemo(() => {
    const matrix = qrMatrix(value);
    return { path: qrSvgPath(matrix), units: matrix.size + 2 * qrMargin };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label ?? t('share.qrCode.label', { value })}
      width={size}
      height={size}
      viewBox={`0 0 ${units} ${units}`}
      shapeRendering="crispEdges"
      style={{ display: 'block' }}
    >
      <rect width={units} height={units} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
