import '@mantine/notifications/styles.css';
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
  return (
    <>
      <Notifications position="top-center" />
      <ModalsProvider modals={modalComponents} modalProps={{ centered: true, radius: 'lg', padding: 'xl' }} />
      <HostReady />
    </>
  );
}
