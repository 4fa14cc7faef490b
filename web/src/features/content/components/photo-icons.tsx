import { LineIcon } from '@/components/ui/icons';

/** Small inline icons of the feature (decorative: hidden from assistive technology). */
const Icon = ({ size = 18, children }: { size?: number; children: React.ReactNode }) => (
  <LineIcon size={size}>{children}</LineIcon>
);

export const LockIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);

export const EyeIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const DragIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </Icon>
);

export const DotsIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </Icon>
);

export const ChevronIcon = ({ direction, size }: { direction: 'left' | 'right'; size?: number }) => (
  <Icon size={size}>
    <path d={direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
  </Icon>
);

export const ImagePlusIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-4-4-9 9M16 5h6M19 2v6" />
  </Icon>
);
