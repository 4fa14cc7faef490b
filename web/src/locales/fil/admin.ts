import type { Catalogue } from '../types';

export const admin: Catalogue['admin'] = {
  done: {
    noteAdded: 'Naidagdag na ang note.',
    suspended: 'Naka-suspend na ang account.',
    unsuspended: 'Tinanggal na ang suspension.',
    refundOnItsWay: 'Paparating na ang refund: ibabalik ng provider ang pera sa nagbayad.',
    codeSent:
      'Naipadala na ang code sa {{sentTo}}. Magkakabisa ang pagbabago kapag na-type na ito ng creator.',
    bankNameApproved: 'Na-approve na ang pangalan: puwede nang mapunta ang mga payout sa account na ito.',
    numbersShown: 'Buo nang makikita ang mga numero hangga’t hindi ka umaalis sa page na ito.',
    limitSet: 'Ang {{limit}} ay {{value}} na para sa taong ito.',
    limitReset: 'Bumalik na sa default ang {{limit}}, {{value}}.',
    payoutHeld: 'Naka-hold na ang payout. Hindi ito ipapadala hangga’t hindi nire-release.',
    payoutReleased: 'Na-release na ang payout at naipadala na sa provider.',
    payoutRetried: 'Tinanong ulit ang provider.',
    messageShown: 'Makikita na ang gift kasama ang message nito.',
    messageRemoved: 'Tinanggal na ang pangalan at message; makikita ang gift nang wala ang mga ito.',
    postHidden: 'Nakatago na ang post. Sinabihan na ang creator nito kung bakit.',
    postShown: 'Makikita na ulit ang post. Sinabihan na ang creator nito.',
    identityVerified: 'Verified na ang identity. Sasabihan ang creator sa email.',
    verificationRejected:
      'Na-reject ang verification. Sasabihan ang creator sa email kung bakit, at puwede niya itong ipadala ulit.',
    refundRequestApproved: 'Na-approve ang refund. Ibabalik ang pera sa supporter.',
    refundRequestDeclined: 'Na-decline ang refund. Sasabihan ang supporter kung bakit.',
    leakAccessClosed: 'Sarado na ang post sa buyer na ito. Hindi ginalaw ang bayad niya.',
    leakMemberAccessClosed: 'Sarado na ang post sa member na ito. Hindi ginalaw ang membership niya.',
    leakViewerSuspended: 'Naka-suspend na ang account. Ipinadala sa kanya sa email ang dahilan.',
    leakReportClosed: 'Sarado na ang report. Sasabihan ang creator.',
  },
  secondApproval: {
    waitingTitle: 'Naghihintay ng pangalawang approval',
    identityByOther:
      'In-approve ni {{email}} ang check na ito: “{{reason}}” Kailangang i-confirm ito ng pangalawang staff member bago ma-verify ang creator.',
    identityByYou:
      'In-approve mo ang check na ito. Kailangang i-confirm ito ng pangalawang staff member bago ma-verify ang creator.',
    approveBody:
      'Kailangang i-confirm ng pangalawang staff member ang approval mo. Saka pa lang mave-verify ang creator, puwede na siyang ma-payout, at sasabihan siya sa email.',
    approvedOnce: 'Naitala na ang approval mo. Kailangan itong i-confirm ng pangalawang staff member.',
    confirmTitle: 'I-confirm ang approval na ito?',
    confirmBody: 'Mave-verify na ang creator at puwede na siyang ma-payout. Sasabihan siya sa email.',
    confirmApproval: 'I-confirm ang approval',
    refundStatus: 'Naghihintay ng pangalawang approval',
    refundThreshold:
      'Ang refund na higit sa {{amount}} ay maghihintay na i-confirm ng pangalawang staff member.',
    refundByOther:
      'Humiling si {{email}} na i-refund ang {{amount}}: “{{reason}}” I-refund ang parehong halaga para i-confirm ito, o i-cancel ito.',
    refundByYou:
      'Humiling ka na i-refund ang {{amount}}. Kailangan itong i-confirm ng pangalawang staff member, o puwede mo itong i-cancel.',
    confirmRefund: 'I-confirm ang refund',
    cancelRefund: 'I-cancel ang refund',
    refundWaiting: 'Naghihintay ang refund ng pangalawang staff member.',
    refundCancelled: 'Na-cancel na ang refund. Walang kinuha o ibinalik na pera.',
    awaitingTitle: 'Mga refund na naghihintay ng pangalawang approval',
    awaitingIntro:
      'Mga refund na higit sa {{amount}} na in-approve ng isang staff member, pinakaluma muna. Ibang staff member ang magko-confirm o magka-cancel ng bawat isa sa page ng tao.',
    awaitingEmpty: 'Walang refund na naghihintay ng pangalawang approval.',
    awaitingLoading: 'Nilo-load ang mga refund na naghihintay ng pangalawang approval',
    columns: {
      reference: 'Reference number',
      creator: 'Creator',
      amount: 'Ire-refund',
      paid: 'Binayaran',
      approvedBy: 'In-approve ni',
      reason: 'Dahilan',
      since: 'Mula noong',
    },
  },
};

// "Creator" is the word staff and creators here use as it is
export const sameInBoth: string[] = ['admin.secondApproval.columns.creator'];
