import '@mantine/notifications/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { modalHostMounted, registerModals } from '@/lib/modals';
import { modalRegistry } from './modal-registry';

const modalComponents = registerModals(modalRegistry);

// after the manager in the tree, so its effect runs once the manager listens for modals to open
function HostReady() {
  useEffect(() => modalHostMounted(), []);
  return null;
}

/** Mantine's modal manager with the app's modals, and the snackbars: loaded with the first of either. */
export default function ModalHost() {
  // a phone's modal keeps 16 px inside its edges, not 32: on a 320 px phone that is 256 px, not 224, for
  // its names, amounts and buttons
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <>
      <Notifications position="top-center" />
      <ModalsProvider
        modals={modalComponents}
        modalProps={{ centered: true, radius: 'lg', padding: phone ? 'md' : 'xl' }}
      />
      <HostReady />
    </>
  );
}
