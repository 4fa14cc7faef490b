import type { Catalogue } from '../types';

export const twoFactor: Catalogue['twoFactor'] = {
  codeField: {
    label: 'Code mula sa iyong authenticator app',
    description: 'Buksan ang iyong authenticator app at i-type ang code na ipinapakita nito para sa PIXEL.',
  },
  stepUp: {
    usePasskey: 'Gumamit na lang ng passkey',
    useCode: 'Gumamit na lang ng code mula sa iyong app',
    passkeyNotice: 'Kukumpirmahin mo ito gamit ang isa sa iyong mga passkey pagpatuloy mo.',
  },
  security: {
    title: 'Sign-in at seguridad',
    twoFactorHeading: 'Two-factor sign-in',
    loading: 'Nilo-load ang two-factor sign-in',
    codeRequired: 'Kailangan ang code.',
    passwordRequired: 'Kailangan ang password.',
    copied: 'Nakopya na',
    copy: 'Kopyahin',
    confirm: 'Kumpirmahin',
  },
  recoveryCodes: {
    saveNow: 'I-save na ang iyong mga recovery code',
    explain:
      'Bawat code ay makakapag-sign in sa iyo nang isang beses kung hindi mo magamit ang iyong authenticator app (nawala o bagong phone). Itabi ang mga ito sa ligtas na lugar: ngayon lang sila ipapakita.',
    list: 'Mga recovery code',
    copy: 'Kopyahin ang mga code',
    download: 'I-download',
    saved: 'Na-save ko na ang mga code',
    fileTitle: 'Mga recovery code ng PIXEL',
  },
  enrolment: {
    intro:
      'Pagkatapos ng iyong password, hihingi ang PIXEL ng 6-digit na code mula sa authenticator app sa iyong phone (Google Authenticator, Microsoft Authenticator, Authy o iba pa). Hindi pa rin makakapag-sign in ang taong nakaalam ng iyong password.',
    turnOn: 'I-on',
    scan: 'I-scan ang QR code na ito gamit ang iyong authenticator app.',
    qrLabel: 'QR code para idagdag ang PIXEL sa iyong authenticator app',
    cannotScan: 'Hindi ma-scan? I-type na lang ang key na ito sa app:',
    typeCode: 'I-type ang 6-digit na code na ipinapakita ng app para sa PIXEL.',
    codeLabel: 'Code mula sa app',
  },
  on: {
    badge: 'Naka-on',
    since: 'mula {{date}}',
    summary:
      'Sa pag-sign in, hihingi ng code mula sa iyong authenticator app pagkatapos ng password. {{left}} sa {{total}} na recovery code ang natitira.',
    fewLeft: 'Kaunti na lang ang recovery code: gumawa ng bagong set at itabi ito nang ligtas.',
    newCodes: 'Bagong mga recovery code',
    turnOff: 'I-off',
    makeNewCodes: 'Gumawa ng bagong code',
    renewWarning: 'Hindi na gagana ang kasalukuyan mong mga recovery code kapag nagawa na ang mga bago.',
    codeLabel: 'Code mula sa iyong authenticator app',
    password: 'Password',
    codeOrRecovery: 'Code mula sa iyong app, o isang recovery code',
    turnedOff: 'Naka-off na ang two-factor sign-in.',
  },
  passkeys: {
    heading: 'Mga passkey',
    intro:
      'Sa passkey, makakapag-sign in ka gamit ang iyong fingerprint, mukha o screen lock sa halip na password. Pagkatapos ng password, ito rin ang iyong pangalawang hakbang. Magdagdag ng isa sa bawat phone o computer na ginagamit mo.',
    loading: 'Nilo-load ang mga passkey',
    list: 'Ang iyong mga passkey',
    added: 'Idinagdag noong {{date}}',
    lastUsed: 'Huling ginamit noong {{date}}',
    notUsed: 'Hindi pa nagagamit',
    removeNamed: 'Alisin ang {{name}}',
    remove: 'Alisin',
    onlyOne:
      'Kapag nawala ang device na may nag-iisa mong passkey, kakailanganin mo ng ibang paraan para makapasok: magdagdag ng pangalawang passkey, o ng authenticator app.',
    unsupported:
      'Hindi makakagawa ng passkey ang browser na ito. Buksan ang PIXEL sa updated na browser para magdagdag.',
    addAPasskey: 'Magdagdag ng passkey',
    addPasskey: 'Idagdag ang passkey',
    name: 'Pangalan',
    nameHint: 'Para makilala mo ang bawat passkey, hal. “Phone ko” o “Laptop sa trabaho”.',
    nameRequired: 'Kailangan ang pangalan.',
    nameTooLong: 'Hindi dapat lumampas sa {{max}} na character ang pangalan.',
    addedToast: 'Naidagdag ang passkey.',
    removedToast: 'Naalis ang passkey.',
    removeConfirm:
      'Alisin ang “{{name}}”? Hindi ka na nito masa-sign in. Alisin mo rin ito sa device, sa settings nito.',
    codeLabel: 'Code mula sa iyong authenticator app',
    orPasskey: 'O iwan itong blangko para kumpirmahin gamit ang isa sa iyong mga passkey.',
    passkeyFirst: 'Kukumpirmahin mo muna ito gamit ang isa sa iyong mga passkey.',
  },
  nudge: {
    title: 'Protektahan ang iyong kita',
    body: 'Lampas na sa ₱1,000.00 ang iyong balance. I-on ang two-factor sign-in, para hindi maabot ng ninakaw na password lang ang iyong wallet o maipadala ang pera mo sa iba.',
    turnOn: 'I-on ang two-factor sign-in',
    notNow: 'Mamaya na',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['twoFactor.security.twoFactorHeading', 'twoFactor.on.password'];
