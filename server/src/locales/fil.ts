import { fil as contractFil } from '@pixel/contract/locales/fil';
import type { ServerCatalogue } from './en.ts';

/** The server's texts in Filipino, as people in the Philippines write them (decision 0110). */
export const fil: ServerCatalogue = {
  errors: {
    ...contractFil.messages,
    unauthenticated: 'Hindi ka naka-log in.',
    forbidden: 'Hindi ka pinapayagang gawin ito.',
    notFound: 'Hindi ito makita.',
    invalidData: 'May mali sa mga inilagay mo.',
    invalidValue: 'Mali ang inilagay na value.',
    payoutsHeld:
      'Naka-hold ang mga payout hanggang {{until}} (oras sa Manila) dahil nagbago ang payout details mo. Kung hindi ikaw ito, gamitin ang link na ipinadala namin para i-freeze ang mga payout mo.',
    payoutsFrozen:
      'Naka-freeze ang mga payout ng account na ito dahil may nag-report na hindi ikaw ang nagbago ng payout details mo. Kontakin ang {{email}}.',
    notJson: 'Hindi valid na JSON ang ipinadala.',
    tooLarge: 'Masyadong malaki ang ipinadala.',
    notJsonType: 'Dapat ipadala ang request bilang application/json.',
    tooManyRequests: 'Masyadong madalas ang subok. Pakisubukan ulit pagkalipas ng {{seconds}} segundo.',
    unavailable: 'Hindi available ang serbisyo ngayon. Pakisubukan ulit maya-maya.',
    unexpected: 'May hindi inaasahang error. Pakisubukan ulit mamaya.',
    wrongCredentials: 'Hindi tugma ang email o password sa aming records.',
    emailRequired: 'Kailangan ang email.',
    passwordRequired: 'Kailangan ang password.',
    emailInvalid: 'Dapat valid na email address ang email.',
    notVerified: 'Hindi pa verified ang account mo. Buksan ang link na in-email namin sa iyo.',
    suspended:
      'Naka-suspend ang account mo. Mag-email sa {{email}} para malaman kung bakit o para mag-apela.',
    verificationLinkInvalid: 'Invalid o expired na ang verification link.',
    giftMinimum: 'Dapat hindi bababa sa {{amount}} ang halaga.',
    giftMaximum: 'Hindi dapat lumampas sa {{amount}} ang halaga.',
    giftToSelf: 'Hindi ka puwedeng magpadala ng gift sa sarili mo.',
    giftQuestionNeedsMessage: 'Kailangan ang mensahe kapag may tanong ang gift.',
    usernameMismatch: 'Hindi tugma ang username sa page.',
    creatorNotFound: 'Hindi makita ang creator.',
    goalNotFound: 'Hindi makita ang goal.',
    giftNotFound: 'Hindi makita ang gift.',
    goalClosed: 'Sarado na ang goal na ito.',
    goalEnded: 'Tapos na ang goal na ito.',
    insufficientBalance: 'Kulang ang balance',
    owedAfterRefund:
      'Ang refund ng bayad ng isang supporter ay lumampas nang ₱{{amount}} sa balance mo. Maghihintay ang mga payout hanggang matakpan ito ng kita mo.',
    overLimit: 'Naabot mo na ang maximum na halaga para sa standard payout ngayong buwan.',
    overLimitPartly:
      'Lampas ito sa maximum na halaga para sa standard payout ngayong buwan. Puwede ka pang mag-withdraw nang hanggang ₱{{amount}}.',
    payoutMinimum: 'Dapat hindi bababa sa 100.00 ang halaga.',
    wholePesos: 'Buong piso lang ang tinatanggap ng {{bank}}. Maglagay ng halagang walang sentimo.',
    amountSteps: 'Tumatanggap lang ang {{bank}} ng halagang paisa-isang PHP {{amount}}.',
    bankNotLinked: 'Hindi isa sa mga payout account mo ang napiling bangko.',
    bankExists: 'May payout account ka na sa bangkong ito.',
    bankDisabled: 'Hindi ang napiling bangko ang active mong payout account.',
    noBanks: 'Magdagdag muna ng bank account.',
    noLinkedAccount: 'Wala kang naka-link na e-payment account.',
    nameMismatch:
      'Hindi tugma ang pangalan sa account na ito sa verified mong legal na pangalan. Susuriin ito ng PIXEL support bago ka makapag-withdraw dito: mag-email sa {{email}} kung wala kang balita sa amin sa loob ng dalawang araw.',
    otpInvalid: 'Mali ang OTP code.',
    otpExpired: 'Expired na ang OTP code. Humingi ng bago.',
    otpTooManyAttempts: 'Sobrang dami ng maling code. Magsimula ulit.',
    otpUsed: 'Nagamit na ang OTP code.',
    otpMissing: 'Ilagay ang OTP code na ipinadala sa mobile number mo.',
    // the messages the features' services write
    membersOnlyNoPrice: 'Walang presyo ang post na para sa mga member lang.',
    archivedTier: 'Hindi na mababago ang naka-archive na tier.',
    confirmWithPasskey: 'Kumpirmahin gamit ang passkey mo.',
    contentNotAccessible: 'Hindi ma-access ang content.',
    contentNotFound: 'Hindi makita ang content.',
    exportNotFound: 'Hindi makita ang export.',
    heldMessageNotFound: 'Hindi makita ang naka-hold na mensahe.',
    storageUnavailable: 'Hindi available ngayon ang storage ng media. Pakisubukan ulit.',
    membershipNotFound: 'Hindi makita ang membership.',
    noPaymentReference: 'Walang bayad na may ganitong reference.',
    noPayoutReference: 'Walang payout na may ganitong reference.',
    noSuchFile: 'Walang ganitong file.',
    noSuchRefundRequest: 'Walang ganitong refund request.',
    overlayNotFound: 'Hindi makita ang overlay.',
    // the subathon timer (issue #65)
    timerNotRunning: 'Hindi tumatakbo ang timer, kaya hindi ito mapa-pause.',
    timerNotPaused: 'Hindi naka-pause ang timer, kaya hindi ito maituloy.',
    // spoken alerts (issue #65)
    speechNotFound: 'Walang binabasang mensahe ang gift na ito.',
    speechOff: 'Naka-off ang binibigkas na alert.',
    // the stream's moderation queue (issue #65)
    streamPageNotFound: 'Walang page sa address na ito.',
    streamModeratorsOnly:
      'Ang creator at ang mga moderator na pinangalanan lang niya ang puwedeng mamahala sa mga alert ng stream na ito.',
    moderatorPageNotFound: 'Walang page sa address na ito. Tingnan ulit at subukan muli.',
    moderatorSelf: 'Ikaw na ang namamahala sa sarili mong mga alert: ibang tao ang pangalanan mo.',
    moderatorsAtMost: 'Hanggang {{max}} moderator lang ang puwede mong pangalanan.',
    moderatorNotFound: 'Hindi mo moderator ang taong ito.',
    alertNotFound: 'Wala sa queue ang alert na ito.',
    alertDecided: 'May nakapagpasya na sa alert na ito.',
    alertStillHeld: 'Naka-hold ang alert na ito: ipakita o i-skip muna ito.',
    // stream polls (issue #65)
    pollNotFound: 'Hindi makita ang poll.',
    pollAlreadyOpen: 'May bukas ka pang poll. Isara mo muna ito bago magbukas ng bago.',
    pollClosed: 'Sarado na ang poll na ito.',
    // media requests (issue #65)
    mediaRequestNotFound: 'Hindi makita ang media request.',
    mediaRequestsOff: 'Hindi tumatanggap ng media request ang creator na ito ngayon.',
    mediaSecondsRange: 'Dapat {{min}} hanggang {{max}} segundo ang haba ng clip.',
    mediaRequestDecided: 'Napagpasyahan na ang request na ito.',
    mediaRequestRefunded: 'Na-refund na ang gift ng request na ito, kaya hindi na ito mapapatugtog.',
    mediaRequestNotQueued: 'Ang clip lang na naghihintay o tumutugtog sa stream mo ang puwedeng i-skip.',
    mediaPriceBelowGift:
      'Sa {{seconds}} segundo, mas mura ang clip kaysa sa pinakamaliit na gift, {{amount}}.',
    mediaPriceAboveGift:
      'Sa {{seconds}} segundo, mas mahal ang clip kaysa sa pinakamalaking gift, {{amount}}.',
    pageNotFound: 'Hindi makita ang page.',
    paymentNotFound: 'Hindi makita ang bayad.',
    confirmHuman: 'Pakikumpirma na tao ka, saka subukan ulit.',
    postNotFound: 'Hindi makita ang post.',
    questionNotFound: 'Hindi makita ang tanong.',
    sessionNotFound: 'Hindi makita ang session.',
    startTwoFactorAgain: 'Magsimula ulit: idagdag muna ang PIXEL sa authenticator app mo.',
    bankListUnavailable: 'Hindi available ngayon ang listahan ng bangko. Pakisubukan ulit.',
    captchaFailed: 'Hindi pumasa ang captcha verification. Pakisubukan ulit.',
    noMobileOrEmail: 'Walang mobile number o email ang creator na puwedeng gamitin sa pagkumpirma.',
    currentPasswordIncorrect: 'Mali ang kasalukuyang password.',
    formTooManyParts: 'Sobra ang mga bahagi ng form.',
    formIncomplete: 'Kulang ang form. Pakipadala ulit.',
    pageUrlTaken: 'May gumagamit na ng page url na ito.',
    passkeyNotFound: 'Hindi makita ang passkey.',
    passwordIncorrect: 'Mali ang password.',
    referralCodeInvalid: 'Hindi valid ang napiling referral code.',
    tierInvalid: 'Hindi valid ang napiling tier.',
    usernameInvalid: 'Hindi valid ang napiling username.',
    tierIdsEachOnce: 'Dapat nakalista nang isang beses ang bawat tier mo.',
    toBeforeFrom: 'Dapat kapareho o pagkatapos ng petsang simula ang petsang katapusan.',
    noPasskeyOnAccount: 'Walang passkey ang account na ito.',
    downloadExpired: 'Nag-expire na ang download na ito. Puwede kang humingi ng bago.',
    goalClosedForEdits: 'Sarado na ang goal na ito at hindi na mae-edit.',
    passkeyCannotSignIn: 'Hindi ka ma-sign in ng passkey na ito. Sumubok ng ibang paraan.',
    passkeyAlreadyAdded: 'Naidagdag na ang passkey na ito.',
    resetLinkInvalid: 'Hindi valid o nag-expire na ang password reset link na ito.',
    renewalLinkInvalid: 'Hindi valid ang renewal link na ito.',
    tierNoLongerOffered: 'Hindi na inaalok ang tier na ito. Pumili ng ibang tier.',
    tierNotFound: 'Hindi makita ang tier.',
    transactionNotFound: 'Hindi makita ang transaksyon.',
    twoFactorAlreadyOn: 'Naka-on na ang two-factor sign-in.',
    twoFactorOff: 'Naka-off ang two-factor sign-in.',
    unblockBeforeFollow: 'I-unblock muna ang user na ito bago i-follow.',
    alreadyMember: 'Member ka na. Palitan na lang ang tier mo.',
    askYourself: 'Hindi ka puwedeng magtanong sa sarili mo.',
    ownPage: 'Hindi mo ito puwedeng gawin sa sarili mong page.',
    followYourself: 'Hindi mo puwedeng i-follow ang sarili mo.',
    joinOwnMembership: 'Hindi ka puwedeng sumali sa sarili mong membership.',
    cannotReact: 'Hindi ka puwedeng mag-react sa content na ito.',
    youHaveNoPasskey: 'Wala kang passkey.',
    accountAlreadyClosed: 'Sarado na ang account mo.',
    dataStillPreparing: 'Inihahanda pa ang data mo.',
    lastMethodNotChargeable: 'Hindi awtomatikong masisingil ang huling paraan ng pagbayad mo.',
    membershipEnded: 'Tapos na ang membership mo. Sumali na lang ulit sa isang tier.',
    // free trials (decision 0155)
    trialNotOffered: 'Walang libreng trial ang tier na ito.',
    trialNeedsCard:
      'Kailangan ng libreng trial ng card na masisingil pagkatapos nito, at wala pang card na puwedeng itago rito. Sumali na lang sa pagbabayad.',
    trialForNewMembers: 'Member ka na, kaya wala nang libreng trial para sa iyo.',
    trialAlreadyHad: 'Nagkaroon ka na ng libreng trial sa creator na ito. Sumali na lang sa pagbabayad.',
    trialMethodUsed:
      'Nagamit na ang card na ito sa libreng trial sa creator na ito. Sumali na lang sa pagbabayad.',
    trialNotFound: 'Hindi makita ang trial.',
    trialCardNotKept:
      'Hindi naitago ang card mo, kaya hindi pa nagsisimula ang libreng trial mo. Subukan ulit.',
    signInTooLong: 'Masyadong natagalan ang pag-sign in mo. Mag-log in ulit.',
    // the rules staff act under (decision 0121)
    twoFactorWrongCode: 'Mali o expired na ang code.',
    twoFactorWrongRecoveryCode: 'Mali o nagamit na ang recovery code.',
    passkeyNotVerified: 'Hindi ma-verify ang passkey mo. Subukan ulit.',
    passkeyRequestExpired: 'Nag-expire na o nagamit na ang passkey request mo. Subukan ulit.',
    tiersAtMost: 'Hanggang {{max}} na tier lang ang puwede mong magkaroon.',
    dataOnceADay:
      'Isang beses lang kada araw puwedeng humingi ng kopya ng data mo. Pakisubukan ulit pagkalipas ng {{at}} (oras sa Maynila).',
    identityPending:
      'Sinusuri pa namin ang mga detalyeng ipinadala mo. Sasabihan ka namin sa email kapag tapos na.',
    identityApproved: 'Verified na ang iyong pagkakakilanlan.',
    identityRenewed: 'Verified na ang iyong pagkakakilanlan para sa taong ito.',
    staffOwnRecords:
      'Hindi mo puwedeng gawin ito sa sarili mong account o records. Ibang staff member ang gagawa nito.',
    staffHigherRole: 'Hindi mo puwedeng gawin ito sa account na mas mataas ang staff role kaysa sa iyo.',
    staffSecondApprover: 'Na-approve mo na ito. Ibang staff member ang magko-confirm nito.',
    staffApprovedMeanwhile:
      'May ibang staff member na nag-approve nito sa parehong sandali. Buksan ulit ito para i-confirm.',
    staffRefundAwaiting:
      'May refund na {{amount}} na naghihintay ng pangalawang staff member. I-confirm ang halagang iyon, o i-cancel muna ito.',
    staffNoRefundAwaiting: 'Walang refund ng payment na ito na naghihintay ng pangalawang staff member.',
    staffOwnLimits: 'Ibang staff member ang magbabago ng sarili mong mga limit.',
    noPasswordEPayment:
      'Nagsa-sign in ang account na ito gamit ang e-payment account nito at wala itong password.',
    providerSignInUnavailable:
      'Hindi available ang pag-sign in gamit ang e-payment account. Mag-log in gamit ang email mo.',
    belowProviderMinimum:
      'Mas mababa ang halagang ito sa tinatanggap ng payment provider. Maglagay ng mas malaking halaga.',
    providerRefused: 'Tinanggihan ng payment provider ang bayad na ito: {{reason}}',
    providerUnavailable: 'Hindi available ang payment provider ngayon. Pakisubukan ulit.',
    notOwnPage: 'Dapat pahina ng site na ito ang {{field}}.',
    idempotencyStillRunning:
      'Pinoproseso pa ang request na may ganitong Idempotency-Key. Pakisubukan ulit maya-maya.',
    idempotencyKeyReused: 'Nagamit na ang Idempotency-Key na ito sa ibang request.',
    crossOrigin: 'Tinanggihan ang request mula sa ibang site.',
    passwordGuessed:
      'Maraming maling password ang sinubukan sa account na ito. Kumpirmahin na tao ka, saka mag-log in ulit.',
    notOwnImage: 'Dapat image na in-upload mo sa PIXEL ang {{field}}.',
    postLocked:
      'Itinago ng PIXEL support ang post na ito dahil lumalabag ito sa rules, kaya hindi na ito puwedeng i-publish o baguhin. Mag-email sa {{email}} para mag-apela.',
    postAlreadyHidden: 'Nakatago na ang post na ito.',
    postNotHidden: 'Hindi nakatago ang post na ito.',
    pushEndpointNotAllowed: 'Hindi push service na magagamit ng site na ito ang endpoint.',
    reactMembersOnly: 'Para sa mga member ang post na ito. Sumali para makapag-react dito.',
    reactSupportersOnly:
      'Para sa mga supporter lang ang content na ito. Padalhan ng gift ang creator para makapag-react dito.',
    reactPhotoLocked: 'Naka-lock ang photo na ito. Bilhin ito para makapag-react dito.',
    payoutDetailsBySupport: 'Para mapalitan ang payout details mo, kontakin ang {{email}}.',
    noSuchChange: 'Walang ganitong pagbabago.',
    changeConfirmedAlready: 'Nakumpirma na ang pagbabagong ito.',
    reactPhotoSetLocked: 'Naka-lock ang photo set na ito. Bilhin ito para makapag-react dito.',
    ePaymentLinkedElsewhere: 'Naka-link na ang e-payment account na ito sa ibang PIXEL account.',
    ePaymentAlreadyLinked:
      'May naka-link ka nang e-payment account. Para palitan ito, kontakin ang aming support team.',
    ePaymentLinkUnavailable:
      'Hindi available ang pag-link sa pamamagitan ng pag-sign in sa e-payment account.',
    ePaymentLinkBySignIn: 'I-link ang e-payment account mo sa pamamagitan ng pag-sign in dito.',
    ePaymentLinkExpired: 'Nag-expire na ang link sa e-payment account mo. Pakisubukan ulit.',
    imageListedTwice: 'Dalawang beses nakalista ang parehong image.',
    ePaymentNoMobileNumber:
      'Hindi nagbahagi ng mobile number ang e-payment account mo, kaya hindi ito mapapadalhan ng payout. Magdagdag ng mobile number dito at subukan ulit.',
    payoutHoldOnlyPending: 'Pending na payout lang ang puwedeng i-hold.',
    payoutOnHoldAlready: 'Naka-hold na ang payout na ito.',
    payoutTakenByProvider: 'Natanggap na ng provider ang payout na ito: hindi na ito puwedeng i-hold.',
    payoutNotOnHold: 'Hindi naka-hold ang payout na ito.',
    priceIdRequiredPayable: 'Kailangan ang price id kapag may bayad ang post.',
    payoutRetryOnlyPending: 'Pending na payout lang ang puwedeng itanong ulit sa provider.',
    payoutOnHoldReleaseFirst: 'Naka-hold ang payout na ito: i-release muna ito.',
    payoutInFirstReview: 'Unang payout ito na nire-review pa: i-release ito para maipadala na ngayon.',
    photoLinkInvalid: 'Hindi valid ang photo link na ito.',
    paymentNotSettled: 'Hindi pa settled ang bayad na {{reference}}: ipadala ulit ang refund nito mamaya.',
    refundOnlyPaid: 'Bayad na payment lang ang puwedeng i-refund.',
    refundedAlready: 'Na-refund na ang bayad na ito.',
    refundNeverReachedCreator: 'Hindi umabot sa creator ang bayad na ito: kusa itong nire-refund.',
    photoLinkExpired: 'Nag-expire na ang photo link na ito. I-reload ang page para makita ang photo.',
    paymentsPaused:
      'Naka-pause ang mga bayad sa account na ito. Mag-email sa {{email}} para malaman kung bakit.',
    manyCheckouts:
      'Marami ka nang binuksang checkout sa nakaraang oras. Pakisubukan ulit pagkalipas ng {{wait}}.',
    newAccountGiftsWait:
      'Makakapagpadala ng gift ang bagong account kapag isang araw na ito. Pakisubukan ulit pagkalipas ng {{wait}}.',
    newAccountGiftOne:
      '1 gift lang ang maipapadala ng bagong account sa unang araw nito. Makakapagpadala ka pa pagkalipas ng {{wait}}.',
    newAccountGiftsMany:
      '{{limit}} na gift lang ang maipapadala ng bagong account sa unang araw nito. Makakapagpadala ka pa pagkalipas ng {{wait}}.',
    payoutsPaused:
      'Naka-pause ang mga payout sa account na ito. Mag-email sa {{email}} para malaman kung bakit.',
    payoutsPerDayOne:
      '1 payout lang ang puwede mong hingin sa loob ng 24 oras. Puwede kang humingi ng susunod pagkalipas ng {{wait}}.',
    payoutsPerDayMany:
      '{{limit}} na payout lang ang puwede mong hingin sa loob ng 24 oras. Puwede kang humingi ng susunod pagkalipas ng {{wait}}.',
    buyOwnContent: 'Hindi mo puwedeng bilhin ang sarili mong content.',
    noSuchPerson: 'Walang ganitong tao.',
    limitAlreadyDefault: 'Default na ang limit na ito.',
    noSuchBankAccount: 'Walang ganitong bank account ang taong ito.',
    bankNameApprovedAlready: 'Aprubado na ang pangalan ng account na ito.',
    suspendOnlyActive: 'Active na account lang ang puwedeng i-suspend.',
    accountNotSuspended: 'Hindi naka-suspend ang account.',
    contentIsFree: 'Libre ang content na ito.',
    contentAlreadyPurchased: 'Nabili mo na ang content na ito.',
    thisContentNotAccessible: 'Hindi ma-access ang content na ito.',
    webhookUrlHttps: 'Dapat magsimula sa https:// ang url.',
    webhookUrlCredentials: 'Hindi dapat may user name o password ang url.',
    webhookUrlPrivate: 'Dapat nakaturo ang url sa isang public na internet address.',
    webhookUrlUnresolvable: 'Hindi makita ang host ng url.',
    webhookEndpointsAtMost: 'Hanggang {{max}} na webhook endpoint lang ang puwede mong idagdag.',
    refundRequestAnswered: 'Nasagot na ang request na ito.',
    refundAskWithin: 'Puwedeng humingi ng refund sa loob ng {{days}} araw mula nang magbayad.',
    refundAlreadyAsked: 'Humingi ka na ng refund para sa bayad na ito.',
    taxCertificateUnreadable:
      'Hindi mabasa ang certificate of registration. Paki-scan o kunan ulit ito ng litrato.',
    taxYearInFuture: 'Hindi puwedeng sa hinaharap ang taon.',
    noTaxDetails: 'Walang naka-file na tax details para sa taong ito.',
    noSuchVerification: 'Walang ganitong verification.',
    verificationAlreadyReviewed: 'Na-review na ang verification na ito.',
    imageNotImage: 'Hindi image ang file na ibinigay.',
    imageWrongType: 'Dapat file na may type na jpg, jpeg, png, svg, webp o gif ang image.',
    imageTooLarge: 'Hindi dapat lumampas sa {{kilobytes}} kilobytes ang image.',
    imageTooManyPixels: 'Masyadong malaki ang dimensions ng image.',
    imageTooComplex: 'Masyadong komplikado ang image para ma-process.',
    unknownWebhook: 'Hindi kilalang webhook.',
    webhookSignatureMissing: 'Walang webhook signature.',
    webhookSignatureInvalid: 'Hindi valid ang webhook signature.',
    webhookTimestampStale: 'Masyadong luma na ang webhook timestamp.',
    webhookBodyInvalid: 'Hindi valid ang webhook body.',
    bodyTooDeep: 'Hindi dapat lumampas sa {{levels}} na level ang lalim ng body.',
    fieldControlCharacters: 'Hindi dapat may control character ang {{field}}.',
    staffOnlyPage: 'Para sa PIXEL staff lang ang page na ito.',
    staffSecondStep:
      'Nagsa-sign in ang staff nang may second step. I-on ang two-factor sign-in sa Sign-in & security, saka mag-sign in ulit.',
    staffRoleNotAllowed: 'Hindi ito pinapayagan ng staff role mo.',
    addressTooLong: 'Masyadong mahaba ang address.',
    addressInvalid: 'Hindi valid ang address.',
    noRoute: 'Walang route para sa {{method}} {{path}}.',
    noSuchPage: 'Walang ganitong page.',
    metricsUnauthorized:
      'Kailangan ng metrics ang METRICS_TOKEN bilang bearer token, o request mula sa machine na ito.',
    refundOnlyPaidPostOrMembership:
      'Bayad na post, produkto, commission o membership lang ang puwedeng i-refund.',
    deletionBalanceLeft:
      'May laman pa ang wallet mo. I-withdraw muna ito sa bank o e-wallet mo bago i-delete ang account mo.',
    deletionPayoutInFlight:
      'May payout pang papunta sa account mo. Hintaying matapos ito bago i-delete ang account mo.',
    deletionNotPending: 'Hindi nakatakdang burahin ang account mo.',
    // stay or go from the mail (issue #66, decision 0150)
    membershipLinkInvalid:
      'Hindi valid ang link na ito. Buksan ulit ito mula sa mail mo, o mag-sign in para pamahalaan ang membership mo.',
    membershipLinkUsed:
      'Nagamit na ang link na ito. Mag-sign in para pamahalaan ang membership mo sa My memberships.',
    membershipLinkExpired:
      'Expired na ang link na ito. Mag-sign in para pamahalaan ang membership mo sa My memberships.',
    membershipLinkChoice: 'Hindi iyan magagawa ng link na ito.',
    membershipPauseNotOpen:
      'Hindi mapa-pause ang membership na ito ngayon: ang membership lang na nasa bayad na period at hindi pa naka-pause ang puwede.',
    membershipNotPaused: 'Hindi naka-pause ang membership na ito.',
    retentionOfferNotOpen: 'Hindi bukas sa iyo ang alok na ito.',
    // promo codes (issue #66, decision 0149)
    promoCodeNotFound: 'Hindi makita ang promo code.',
    promoCodeTaken: 'Mayroon ka nang ganitong promo code. Pareho lang ang code kahit iba ang laki ng letra.',
    promoCodesAtMost:
      'Hanggang {{max}} na promo code lang ang puwede. Mag-archive muna ng isa bago gumawa ng bago.',
    promoCodeArchived: 'Naka-archive na ang promo code na ito. Gumawa na lang ng bago.',
    promoTiersNotYours: 'Pumili lang sa sarili mong mga tier.',
    promoPostsNotYours: 'Pumili lang sa sarili mong mga bayad na post.',
    promoProductsNotYours: 'Pumili lang sa sarili mong mga produktong hindi naka-archive.',
    promoUnknown: 'Walang ganitong promo code sa page na ito.',
    promoNotStarted: 'Magagamit ang promo code na ito simula {{date}}.',
    promoExpired: 'Natapos na ang promo code na ito noong {{date}}.',
    promoNotForThis: 'Hindi para sa binibili mo ang promo code na ito.',
    promoUsedUp: 'Naubos na ang promo code na ito.',
    promoAlreadyUsed: 'Nagamit mo na ang promo code na ito.',
    promoBelowMinimum:
      'Kapag ginamit ang promo code na ito, bababa sa {{amount}} ang presyo, ang pinakamababang puwedeng bayaran.',
    // Insights (issue #66, decision 0151)
    insightsToAhead: 'Hindi puwedeng lampas sa buwang ito ang buwang katapusan.',
    insightsFromAfterTo: 'Hindi dapat mas huli ang buwang simula kaysa sa buwang katapusan.',
    insightsTooManyMonths: 'Hanggang {{max}} buwan lang ang ipinapakita ng Insights nang sabay-sabay.',
    // gifts of a membership or a post (issue #66, decision 0153)
    giftItemPostNotFound: 'Hindi makita ang post na ito.',
    giftItemPostFree: 'Libre ang post na ito: walang kailangang iregalo.',
    giftItemPostMembersOnly:
      'Para sa members lang ang post na ito at hindi ibinebenta: membership na lang ang iregalo.',
    giftItemOwn: 'Hindi mo puwedeng iregalo ang sarili mong membership o post.',
    giftItemToSelf: 'Para sa ibang tao ang regalo: pangalanan ang ibang tao.',
    giftItemToCreator: 'Nasa creator na ito: pangalanan ang ibang tao.',
    giftItemRecipientUnknown: 'Walang PIXEL page na may ganitong address.',
    giftItemDeliverPast: 'Ang petsa ng paghahatid ay dapat ngayong araw o mas huli.',
    giftItemDeliverTooLate: 'Ang petsa ng paghahatid ay dapat sa loob ng isang taon mula ngayon.',
    // a creator's shop (issue #67, decision 0159)
    productNotFound: 'Hindi mahanap ang produktong ito.',
    productFileNotFound: 'Hindi mahanap ang file na ito.',
    productFileTooLarge: 'Ang file ay dapat hindi hihigit sa {{megabytes}} MB.',
    productFileNotWhatItSays: 'Hindi tugma ang laman ng file sa pangalan o uri nito.',
    productFilesAtMost: 'Hanggang {{max}} file lang ang isang produkto.',
    productPriceRequired: 'Dapat higit sa zero ang presyo.',
    productBundlePostInvalid: 'Isama lang ang sarili mong mga Snap at Slide na hindi para sa members lang.',
    productBundleProductInvalid: 'Isama lang ang sarili mong mga produkto na hindi bundle.',
    productBundleNested:
      'Nasa isang bundle ang produktong ito, kaya hindi ito puwedeng magsama ng post o ibang produkto.',
    productBundleHasSales: 'May bumili na ng bundle na ito: hindi na mababago ang laman nito.',
    productHasSales: 'May bumili na ng produktong ito, kaya hindi ito mabubura. I-archive na lang ito.',
    productFileSold: 'May bumili na ng produktong ito, kaya mananatili ang mga file nito.',
    productOwn: 'Hindi mo puwedeng bilhin ang sarili mong produkto.',
    productEmpty: 'Wala pang mada-download sa produktong ito.',
    productAmountBelowMinimum: 'Dapat hindi bababa sa ₱{{amount}} ang halaga.',
    productAlreadyBought: 'Nabili mo na ang produktong ito: makikita mo ito sa library mo.',
    productSoldOut: 'Ubos na ang produktong ito.',
    productDownloadsToday:
      'Na-download mo na ang file na ito nang {{max}} beses ngayong araw. Subukan ulit bukas.',
    shopLinkNotFound: 'Hindi valid ang link na ito, o nagamit na ito.',
    // commissions (issue #67, decision 0165)
    commissionTypeNotFound: 'Hindi mahanap ang commission na ito.',
    commissionRequestNotFound: 'Hindi mahanap ang request ng commission na ito.',
    commissionRangeOrder: 'Dapat mas mataas ang max price kaysa sa presyo.',
    commissionTypesAtMost:
      'Hanggang {{max}} commission lang ang puwede mong i-offer. Burahin o i-edit na lang ang isa.',
    commissionTypeHasRequests:
      'May nag-request na ng commission na ito, kaya hindi ito mabubura. Isara na lang ito.',
    commissionOwn: 'Hindi mo puwedeng i-request ang sarili mong commission.',
    commissionClosed: 'Sarado muna ang commission na ito.',
    commissionFull: 'Puno na ang lahat ng slot ng commission na ito. Subukan ulit kapag may nabakante.',
    commissionAmountOutOfRange: 'Dapat mula ₱{{min}} hanggang ₱{{max}} ang halaga.',
    commissionReferenceInvalid:
      'Piliin lang ang mga reference na larawang in-upload mo para sa request na ito.',
    commissionReferenceNotImage: 'Dapat JPG, PNG, GIF o WebP na larawan ang reference.',
    commissionBalanceNotDue: 'Walang hinihinging balanse sa request na ito ngayon.',
    commissionStepNotNow:
      'Wala sa hakbang na puwede ito ang request na ito. I-reload ito para makita kung nasaan na ito.',
    commissionAnswerLate: 'Lumipas na ang 7 araw para sagutin ang request na ito: ibabalik ito sa supporter.',
    commissionNoBalance: 'Buong bayad na ang request na ito: walang balanseng hihingin.',
    commissionBalanceFirst: 'Hingin muna ang balanse: maihahatid ang gawa kapag bayad na ito.',
    commissionNothingToDeliver: 'I-upload muna ang mga file na ihahatid.',
    commissionFilesDelivered: 'Naihatid na ang request na ito, kaya mananatili ang mga file nito.',
    // scheduled posts and early access (issue #68, decision 0157)
    scheduleInPast: 'Ang {{field}} ay dapat mas huli kaysa ngayon.',
    scheduleTooFar: 'Ang {{field}} ay dapat sa loob ng isang taon mula ngayon.',
    publicFromBeforePublish: 'Ang petsa ng pagbubukas sa lahat ay dapat pagkatapos ng oras ng paglalathala.',
    postAlreadyPublished: 'Nailathala na ang post na ito.',
    publishNowOrLater: 'Ilathala ito ngayon o sa isang oras, hindi pareho.',
    giftItemNotFound: 'Hindi valid ang link ng regalong ito. Buksan ulit ito mula sa iyong mail o text.',
    giftItemNotYours:
      'Para sa ibang PIXEL account ang regalong ito. Mag-sign in bilang {{page}} para kunin ito.',
    giftItemOwnGift: 'Ikaw ang nagbigay ng regalong ito: ang tatanggap lang ang puwedeng kumuha nito.',
    giftItemClaimed: 'Nakuha na ang regalong ito.',
    giftItemExpired:
      'Puwedeng kunin ang regalong ito hanggang {{date}} (oras sa Pilipinas). Ibabalik ito sa nagbigay.',
    giftItemRefunded: 'Naibalik na ang regalong ito sa nagbigay: hindi na ito puwedeng kunin.',
    giftItemOtherTier:
      '{{tier}} member ka ng creator na ito hanggang {{date}}: makukuha ang regalong ito ng ibang tier kapag natapos na ang membership na iyon.',
    giftItemPostOwned: 'Nasa iyo na ang post na ito: hindi na ito maibibigay ulit ng regalo.',
    giftItemPostGone: 'Hindi na available ang post na ito.',
    // leak lookups and reports (issue #67, decision 0154)
    leakLookupNotFound: 'Walang ganitong paghahanap.',
    leakNothingToReport: 'Walang pinangalanan ang paghahanap na ito, kaya walang maiuulat.',
    leakReportOpen: 'May bukas nang ulat tungkol sa kopyang ito. Titingnan ito ng staff ng PIXEL.',
    leakReportNotFound: 'Walang ganitong ulat ng leak.',
    leakReportClosed: 'Sarado na ang ulat ng leak na ito.',
    leakReportPostGone: 'Nabura na ang post ng ulat na ito: wala nang maisasara.',
    leakAccessClosed: 'Sarado na ang post sa taong ito.',
    // a post staff closed to a person for a leak stays closed (decision 0166)
    leakPostClosed:
      'Isinara ng PIXEL ang post na ito sa iyo matapos makitang ibinahagi sa ibang lugar ang kopya mo nito, kaya hindi na ito mabibili ulit.',
    leakBundleClosed:
      'May kasamang post ang bundle na ito na isinara ng PIXEL sa iyo matapos makitang ibinahagi sa ibang lugar ang kopya mo nito, kaya hindi mo ito mabibili.',
    // Discord and Telegram for members (issue #68, decision 0160)
    discordOff: 'Hindi naka-set up ang Discord sa PIXEL na ito.',
    discordNotConnected: 'Ikonekta muna ang isang Discord server.',
    discordUnreachable: 'Hindi sumagot ang Discord. Pakisubukang muli mamaya.',
    discordRoleUnknown: 'Wala ang role na ito sa iyong Discord server.',
    telegramOff: 'Hindi naka-set up ang Telegram sa PIXEL na ito.',
    telegramUnreachable: 'Hindi sumagot ang Telegram. Pakisubukang muli mamaya.',
    telegramChatNotFound:
      'Hindi mahanap ng bot ng PIXEL ang group na ito. Idagdag si @{{bot}} sa iyong group, saka subukang muli.',
    telegramBotNotAdmin:
      'Gawing admin ng iyong group si @{{bot}} na puwedeng mag-imbita at mag-ban ng mga user, saka subukang muli.',
  },
  fields: contractFil.fields,
  otpActions: {
    payout: 'para mag-withdraw ng PHP {{amount}} papunta sa {{bank}} sa PIXEL',
    addBank: 'para idagdag sa PIXEL ang {{bank}} account mo na nagtatapos sa {{last4}}',
    changeNumber: 'para palitan ang payout number mo sa PIXEL ng {{number}}',
    linkEWallet: 'para i-link ang e-wallet na ito sa PIXEL account mo para sa payouts',
    supportBank:
      'para kumpirmahin ang {{bank}} account na nagtatapos sa {{last4}} na itinakda ng PIXEL support para sa payouts mo',
    resendAddBank: 'para magdagdag ng bank account sa PIXEL',
    resendNumber: 'para palitan ang payout mobile number mo sa PIXEL',
    resendPayout: 'para kumpirmahin ang payout mo sa PIXEL',
    resendEWallet: 'para i-link ang e-wallet mo sa PIXEL',
    resendSupport: 'para kumpirmahin ang binago ng PIXEL support sa payout details mo',
    supportNumber: 'para kumpirmahin ang {{number}} bilang payout number mo, na itinakda ng PIXEL support',
  },
  shell: {
    home: 'Home ng PIXEL',
    account: 'Account',
    dashboard: 'Dashboard',
    logIn: 'Mag-log in',
    signUp: 'Mag-sign up',
    follow: 'I-follow',
    following: 'Fina-follow',
    share: 'I-share',
    supportMe: 'Mag-support',
    supporter: 'Supporter',
    supporters: 'Mga Supporter',
    follower: 'Follower',
    followers: 'Mga Follower',
    avatarOf: 'Avatar ni {{name}}',
    loadingDashboard: 'Nilo-load ang dashboard mo…',
  },
  dashboardShell: {
    title: 'Dashboard',
    nudgeTitle: 'Protektahan ang iyong kita',
    nudgeBody:
      'Lampas na sa ₱1,000.00 ang iyong balance. I-on ang two-factor sign-in, para hindi maabot ng ninakaw na password lang ang iyong wallet o maipadala ang pera mo sa iba.',
    nudgeTurnOn: 'I-on ang two-factor sign-in',
    nudgeNotNow: 'Mamaya na',
    refundsOne: '{{count}} hiling na refund ang naghihintay ng sagot mo',
    refundsMany: '{{count}} na hiling na refund ang naghihintay ng sagot mo',
    refundsText:
      'Sumagot sa loob ng {{days}} araw mula sa bawat hiling; pagkatapos noon, ang PIXEL support na ang magpapasya.',
    refundsLink: 'Tingnan ang mga hiling na refund',
    balanceTitle: 'Available na balance',
    balancePending: 'Pending: {{amount}}',
    withdraw: 'I-withdraw',
    pageLinkTitle: 'Ang link ng page mo',
    pageLinkHint:
      'I-share ito sa mga supporter mo para makapagpadala sila ng gift at makabili ng mga litrato mo.',
    shareProfile: 'I-share ang Profile',
  },
  sms: {
    otpCode: 'PIXEL code mo: {{code}} {{action}}. Expire sa {{minutes}} min. Huwag ibigay kahit kanino.',
    payoutChange: 'PIXEL: {{what}}. Hold ang payout hanggang {{until}}. Hindi ikaw? {{link}}',
    payoutChangeShort: 'PIXEL: {{what}}. Hindi ikaw? {{link}}',
    // a gift of a membership or a post (decision 0153)
    giftItem: 'PIXEL: May regalo sa iyo si {{from}} mula kay {{creator}}. Kunin hanggang {{until}}: {{link}}',
    // a step of a commission the person requested (decision 0165)
    commission: {
      accepted: 'PIXEL: Tinanggap ni {{creator}} ang commission mong "{{title}}". {{link}}',
      in_progress: 'PIXEL: Sinimulan na ni {{creator}} ang commission mong "{{title}}". {{link}}',
      balance_asked:
        'PIXEL: Hinihingi ni {{creator}} ang {{amount}} na balanse ng "{{title}}". Bayaran: {{link}}',
      delivered: 'PIXEL: Naihatid na ni {{creator}} ang commission mong "{{title}}". I-download: {{link}}',
      declined:
        'PIXEL: Tinanggihan ni {{creator}} ang commission mong "{{title}}". Ire-refund sa iyo ang {{amount}}.',
      expired:
        'PIXEL: Hindi sinagot ni {{creator}} sa loob ng 7 araw ang commission mong "{{title}}". Ire-refund sa iyo ang {{amount}}.',
    },
    payoutChangeWhat: {
      mobile_number: 'napalitan ang payout mobile number mo',
      add_bank: 'may idinagdag na bank account sa payouts mo',
      link_account: 'may na-link na e-payment account sa payouts mo',
    },
  },
  messages: {
    resetLinkSent:
      'Kung may account ang email na iyan, nagpadala kami ng link para i-reset ang password nito.',
    passwordReset: 'Na-reset na ang password mo. Puwede ka nang mag-log in.',
    passwordChanged: 'Napalitan na ang password mo. Na-sign out ang lahat ng ibang session.',
    deactivated: 'Na-deactivate na ang account mo.',
    loggedOut: 'Naka-log out ka na.',
    taxSaved: 'Naka-save na ang tax details mo.',
    refundAsked:
      'Naipadala na ang request mo. May 3 araw ang creator para sumagot; pagkatapos, ang PIXEL support ang magpapasya.',
    refundApproved: 'Aprubado ang refund. Ibabalik ang pera sa supporter.',
    refundDeclined: 'Tinanggihan ang refund. Sasabihin sa supporter ang sagot mo.',
    payoutDetailsChanged: 'Napalitan na ang payout details mo.',
  },
  mail: {
    passwordGuessing: {
      subject: 'May sumusubok sa password mo sa PIXEL',
      text:
        'Hi {{name}},\n\n{{count}} maling password ang sinubukan sa PIXEL account mo mula {{since}} (oras sa Manila). ' +
        'Habang hindi ito tumitigil, ang pag-log in mula sa browser na hindi mo pa nagamit sa PIXEL ay hihingi ng kumpirmasyon na tao ka, o maghihintay nang kaunti sa pagitan ng mga subok.\n\n' +
        'Kung ikaw ito, wala kang kailangang gawin: gumagana pa rin ang password mo.\n\n' +
        "Kung hindi ikaw ito, ligtas ang account mo hangga't hindi nahuhulaan ang password mo: pumili ng mahabang password na hindi mo ginagamit sa iba sa {{forgot}}, " +
        'at i-on ang two-factor sign-in sa {{security}}.\n',
    },
    // Telegram para sa mga member (decision 0160)
    telegramInvite: {
      subject: 'Ang imbitasyon mo sa Telegram group ni {{creator}}',
      text: 'Hi {{name}},\n\nKasama sa iyong membership kay {{creator}} ang isang puwesto sa kanilang Telegram group, {{group}}. Sumali gamit ang link na ito. Isang beses lang itong gagana, para sa iyo, hanggang {{until}} (oras sa Pilipinas):\n\n{{link}}\n\nKung umalis ka sa group, o mag-expire ang link, bibigyan ka ng bago habang tumatagal ang iyong membership.\n',
    },
    newMember: {
      subject: 'Member na ng page mo si {{supporter}}',
      text: 'Hi {{name}},\n\nSumali si {{supporter}} sa {{tier}} tier mo sa PIXEL.\n\nTingnan lahat ng member mo: {{link}}\n',
    },
    renewalRefused: {
      subject: 'Hindi namin ma-renew ang membership mo kay {{creator}}',
      text: 'Hi {{name}},\n\nTinanggihan ang paraan ng pagbayad mo sa pag-renew ng {{tier}} membership mo kay {{creator}}. Tuloy ang access mo hanggang {{until}} (oras sa Pilipinas).\n\nI-renew ito sa isang tap: {{link}}\n',
    },
    membershipEnding: {
      subject: 'Matatapos {{when}} ang membership mo kay {{creator}}',
      text: 'Hi {{name}},\n\nMatatapos {{when}} ang {{tier}} membership mo kay {{creator}}, sa {{at}} (oras sa Pilipinas).\n\nI-renew ito sa isang tap: {{link}}\n',
      inAWeek: 'sa isang linggo',
      tomorrow: 'bukas',
    },
    membershipEnded: {
      subject: 'Natapos na ang membership mo kay {{creator}}',
      text: 'Hi {{name}},\n\nNatapos noong {{at}} (oras sa Pilipinas) ang {{tier}} membership mo kay {{creator}}. Naka-lock na ulit ang mga post na para sa member lang.\n\nSumali ulit sa isang tap: {{link}}\n',
    },
    refundApproved: {
      subject: 'Aprubado ang refund request mo: {{amount}}',
      text: 'Hi {{name}},\n\nInaprubahan ni {{by}} ang request mo na refund na {{amount}} ({{reference}}). Babalik ang pera sa paraan ng pagbayad mo, sa panahong kailangan ng bangko o e-wallet mo.\n',
    },
    refundDeclined: {
      subject: 'Hindi inaprubahan ang refund request mo',
      text: 'Hi {{name}},\n\nHindi inaprubahan ni {{by}} ang request mo na refund na {{amount}} ({{reference}}).\n',
    },
    refundReply: '\nAng sagot nila: {{reply}}\n',
    refundAsked: {
      subject: 'May supporter na humihingi ng refund na {{amount}}',
      text:
        'Hi {{name}},\n\nHumihingi si {{supporter}} ng refund na {{amount}} ({{reference}}).\n\nAng dahilan niya: {{reason}}\n\n' +
        'Aprubahan o tanggihan ito bago ang {{due}} (oras sa Maynila) sa dashboard mo: {{link}}\nKung hindi ka sasagot hanggang noon, ang PIXEL support ang magpapasya.\n',
    },
    refundEscalated: {
      subject: 'Napunta sa PIXEL support ang refund request mo',
      text: 'Hi {{name}},\n\nHindi sinagot ni {{creator}} sa loob ng 3 araw ang request mo na refund na {{amount}} ({{reference}}), kaya ang PIXEL support na ang magpapasya. Ime-mail namin sa iyo ang sagot.\n',
    },
    pixelSupport: 'ang PIXEL support',
    suspended: {
      subject: 'Naka-suspend ang PIXEL account mo',
      text:
        'Hi {{name}},\n\nSinuspinde namin ang PIXEL account mo. Sarado sa mga bisita ang page mo, hindi ka makakapag-sign in at walang payout na lalabas sa wallet mo habang naka-suspend ito.\n\nDahilan: {{reason}}\n\n' +
        'Kung sa tingin mo ay pagkakamali ito, sagutin ang mail na ito o mag-email sa {{email}}.\n',
    },
    unsuspended: {
      subject: 'Bukas na ulit ang PIXEL account mo',
      text: 'Hi {{name}},\n\nInalis na namin ang suspension ng PIXEL account mo: bukas na ulit ang page mo at puwede ka nang mag-sign in sa {{link}}.\n',
    },
    postHidden: {
      subject: 'Itinago ng PIXEL support ang isa sa mga post mo',
      text:
        'Hi {{name}},\n\nItinago ng PIXEL support ang {{what}} dahil lumalabag ito sa mga patakaran:\n\n{{reason}}\n\n' +
        'Ikaw na lang ang nakakakita nito, at hindi na ito mapa-publish o mababago. Puwede mo itong i-delete. Para umapela, mag-email sa {{email}}.\n',
    },
    postShown: {
      subject: 'Ipinapakita na ulit ang post mo',
      text: 'Hi {{name}},\n\nIpinapakita na ulit ng PIXEL support ang {{what}} sa page mo.\n\n{{reason}}\n',
    },
    yourPost: {
      snap: 'Snap mo',
      slide: 'Snap Slide mo',
      bloc: 'Bloc post mo',
    },
    dataReady: {
      subject: 'Handa nang i-download ang PIXEL data mo',
      text:
        'Hi {{name}},\n\nHanda na ang kopya ng PIXEL data na hiningi mo: isang ZIP file na may profile, mga post, larawan, gift, binili, membership, transaksyon, payout at iba pa.\n\n' +
        'I-download ito habang naka-sign in sa account mo sa {{link}}\n\n' +
        'Gagana ang download hanggang {{until}} (oras sa Maynila). Pagkatapos noon ay buburahin ang file; puwede kang humingi ng bago isang beses sa isang araw.\n\n' +
        'Kung hindi ikaw ang humingi nito, baka may nakakaalam ng password mo: palitan ito at tingnan ang mga session mo sa settings ng account mo.\n',
    },
    accountClosed: {
      subject: 'Buburahin ang PIXEL account mo',
      text:
        'Hi {{name}},\n\nSarado na ang PIXEL account mo: hindi na ipinapakita ang page mo kahit kanino. Buburahin ito sa {{date}}. Mag-sign in bago noon para i-cancel: {{link}}\n\n' +
        'Kung hindi ikaw ito, mag-sign in, i-cancel ang pag-delete, pumili ng bagong password at mag-email sa {{email}}.\n',
    },
    accountBack: {
      subject: 'Bumalik na ang PIXEL account mo',
      text: 'Hi {{name}},\n\nNa-cancel na ang pag-delete ng PIXEL account mo. Bumalik na ang page mo sa {{link}} at walang buburahin.\n',
    },
    accountErased: {
      subject: 'Nabura na ang PIXEL account mo',
      text: 'Hello,\n\nNabura na ang PIXEL account mo, gaya ng hiniling mo noong {{date}}: wala na ang profile, mga larawan, post, mensahe at payout account mo. Itinatago ang mga record ng bayad at payout nang wala ang pangalan mo, gaya ng dapat sa mga record ng pananalapi.\n\nSalamat sa pagiging bahagi ng PIXEL.\n',
    },
    verifyEmail: {
      subject: 'I-verify ang email address mo',
      text:
        'Hi {{name}},\n\nWelcome sa PIXEL! I-confirm ang email address mo para ma-activate ang account mo:\n\n{{link}}\n\n' +
        'Gagana ang link sa loob ng 48 oras. Kung hindi ka nag-sign up sa PIXEL, puwede mong balewalain ang email na ito.\n',
    },
    accountExists: {
      subject: 'May PIXEL account ka na',
      text:
        'Hi {{name}},\n\nMay sumubok na mag-sign up sa PIXEL gamit ang email address na ito, na may account na: {{page}}\n\n' +
        'Kung ikaw ito, mag-log in sa {{login}} o pumili ng bagong password sa {{forgot}}.\n\n' +
        'Kung hindi ikaw ito, puwede mong balewalain ang email na ito; walang nagbago sa account mo.\n',
    },
    resetPassword: {
      subject: 'I-reset ang password mo sa PIXEL',
      text:
        'Hi {{name}},\n\nMay humiling na i-reset ang password ng PIXEL account mo. Para pumili ng bago, buksan ito:\n\n' +
        '{{link}}\n\nGagana ang link sa loob ng isang oras. Kung hindi ikaw ito, balewalain ang email na ito; hindi magbabago ang password mo.\n',
    },
    newSignIn: {
      subject: 'May bagong nag-sign in sa PIXEL account mo',
      text:
        'Hi {{name}},\n\nKaka-sign in lang sa PIXEL account mo mula sa browser na hindi pa nito nagamit dati:\n\n' +
        'Browser: {{device}}\nAddress: {{ip}}\nOras: {{time}} (oras sa Maynila)\n\n' +
        'Kung ikaw ito, wala kang kailangang gawin.\n\n' +
        'Kung hindi ikaw ito, may nakakaalam ng password mo:\n\n' +
        '1. Palitan ang password mo sa {{password}}. Masa-sign out agad ang lahat ng ibang browser.\n' +
        '2. Tingnan ang mga session mo sa {{sessions}} at tapusin ang anumang hindi mo kilala.\n\n' +
        'Kung hindi ka na makapag-sign in, i-reset ang password mo sa {{forgot}} at mag-email sa {{email}}.\n',
    },
    otpCode: {
      subject: 'Ang PIXEL code mo',
      text: 'Ang PIXEL code mo ay {{code}} {{action}}. Mag-e-expire ito sa loob ng {{minutes}} minuto. Huwag itong ibigay kahit kanino.',
    },
    passwordChanged: {
      subject: 'Napalitan ang password mo sa PIXEL',
      text:
        'Hi {{name}},\n\nKapapalit lang ng password ng PIXEL account mo, at na-sign out ang lahat ng ibang browser na naka-sign in dito.\n\n' +
        'Kung hindi ikaw ito, pumili agad ng bagong password sa {{link}} (masa-sign out nito ang lahat ng browser) at mag-email sa {{email}}.\n',
    },
    receipt: {
      subject: 'Resibo mo sa PIXEL: {{amount}} kay {{creator}}',
      text:
        'Hi {{name}},\n\nSalamat sa pag-support kay {{creator}}! Narito ang resibo mo.\n\n' +
        'Para saan: {{what}}\nHalaga: {{amount}}\nPara kay: {{creator}}\nReference: {{reference}}\nBinayaran: {{at}} (oras sa Pilipinas)\n\n' +
        'Makikita mo lahat ng gift at binili mo sa My support ng dashboard mo.\n',
      what: {
        gift: 'gift',
        goal_gift: 'gift sa isang goal',
        purchase: 'pagbili',
        membership: 'membership',
        gift_item: 'regalo para sa iba',
        product: 'binili sa shop',
        commission: 'commission',
      },
    },
    refunded: {
      subject: 'Refund mo sa PIXEL: {{amount}}',
      text:
        'Hi {{name}},\n\n{{why}} Babalik ito sa account mo sa paraang ipinambayad mo, sa tagal na kailangan ng bangko o e-wallet mo.\n\n' +
        'Halaga: {{amount}}\nReference: {{reference}}\n\n{{after}}\n',
      there: 'diyan',
      why: {
        duplicate:
          'Dalawang beses kang nagbayad para sa iisang post ni {{creator}}, kaya ibinalik namin sa iyo ang pangalawang bayad.',
        others:
          'Hindi tugma sa halagang pinili mo sa PIXEL ang bayad mo kay {{creator}}, kaya ibinalik namin ito sa iyo.',
        requested_by_customer: 'Ni-refund na namin ang bayad mo kay {{creator}}.',
      },
      after: {
        duplicate: 'Sa iyo pa rin ang post na binili mo. Makikita mo ito sa My support ng dashboard mo.',
        others: 'Walang naipadala kay {{creator}}. Puwede mo itong ipadala ulit mula sa page niya.',
        requested_by_customer: 'Kung pambayad ito sa isang post, sarado na ulit sa iyo ang post na iyon.',
      },
    },
    payoutDetailsChanged: {
      subject: 'Nagbago ang payout details mo sa PIXEL',
      text:
        '{{what}} noong {{at}} (oras sa Manila).\n\n' +
        'Para protektahan ang pera mo, naka-hold ang mga payout hanggang {{until}} (oras sa Manila).\n\n' +
        'Kung hindi ikaw ito, buksan agad ang link na ito. Ifi-freeze nito ang mga payout mo at isa-sign out ang lahat ng device na naka-sign in sa PIXEL account mo:\n{{link}}\n\n' +
        'Pagkatapos, kontakin ang {{email}}.',
      what: {
        mobile_number: 'Napalitan ang mobile number ng payout mo',
        add_bank: 'May idinagdag na bank account para sa mga payout mo',
        link_account: 'May na-link na e-payment account para sa mga payout mo',
      },
    },
    priceChange: {
      subject: 'Magbabago ang presyo ng membership mo kay {{creator}}',
      text:
        'Hi {{name}},\n\nBinago ni {{creator}} ang presyo ng {{tier}} tier sa PIXEL. Simula sa susunod mong period, na magsisimula sa {{at}} (oras sa Pilipinas), {{after}} na ang {{period}} sa halip na {{before}}. Walang magbabago sa kasalukuyang period mo.\n\n' +
        '{{next}} {{link}}\n',
      aMonth: 'isang buwan',
      months: '{{count}} buwan',
      renewing:
        'Kusang magre-renew ang membership mo sa bagong presyo. Para itigil ito, i-off ang auto-renew:',
      see: 'Tingnan ang membership mo:',
    },
    identityApproved: {
      subject: 'Verified na ang identity mo',
      text: 'Hi {{name}},\n\nNasuri na ng PIXEL support ang mga detalye at litratong ipinadala mo, at verified na ang identity mo. Wala ka nang kailangang gawin.\n',
    },
    identityRejected: {
      subject: 'Hindi namin ma-verify ang identity mo',
      text:
        'Hi {{name}},\n\nHindi ma-verify ng PIXEL support ang identity mo mula sa mga detalye at litratong ipinadala mo:\n\n' +
        '{{reason}}\n\nPuwede mong ipadala ulit ang mga ito sa {{link}}. Kung may hindi malinaw, mag-email sa {{email}}.\n',
    },
    passkeyAdded: {
      subject: 'May idinagdag na passkey sa account mo',
      text:
        'Hi {{name}},\n\nIdinagdag ang passkey na “{{passkey}}” sa PIXEL account mo noong {{at}} (oras sa Pilipinas). Makakapag-sign in ka na gamit ito nang walang password.\n\n' +
        'Kung hindi ikaw ito, i-reset ang password mo sa {{link}} at sumulat sa amin.\n',
    },
    passkeyRemoved: {
      subject: 'May tinanggal na passkey sa account mo',
      text:
        'Hi {{name}},\n\nTinanggal ang passkey na “{{passkey}}” sa PIXEL account mo noong {{at}} (oras sa Pilipinas). Hindi ka na nito maisa-sign in.\n\n' +
        'Kung hindi ikaw ito, i-reset ang password mo sa {{link}} at sumulat sa amin.\n',
    },
    // stay or go from the mail (issue #66, decision 0150)
    membershipLinks: {
      intro:
        'Kahit hindi naka-sign in (bawat link ay magtatanong muna, isang beses lang gagana, at hanggang {{until}}, oras sa Pilipinas):',
      renew: 'I-renew: {{link}}',
      autoRenewOff: 'Patayin ang auto-renew: {{link}}',
      pause: 'I-pause nang 1 hanggang 3 buwan: {{link}}',
      cancel: 'I-cancel: {{link}}',
    },
    trialEnding: {
      subject: 'Matatapos sa loob ng {{days}} araw ang libreng trial mo kay {{creator}}',
      text: 'Hi {{name}},\n\nMatatapos ang libreng trial mo ng {{tier}} membership kay {{creator}} sa {{at}} (oras sa Pilipinas). Pagkatapos, sisingilin ang card mo ng {{amount}} para sa {{period}}, at tuloy ang membership mo.\n\nPara manatili, wala kang kailangang gawin. Para umalis, mag-cancel bago noon at walang sisingilin.\n',
    },
    // gifts of a membership or a post (issue #66, decision 0153)
    giftItem: {
      subject: 'May regalo sa iyo si {{from}} sa PIXEL',
      membership: 'Binigyan ka ni {{from}} ng {{months}} ng {{tier}} membership ni {{creator}} sa PIXEL.',
      post: 'Binigyan ka ni {{from}} ng isang {{post}} ni {{creator}} sa PIXEL.',
      message: 'Ang mensahe niya: “{{message}}”',
      claim: 'Kunin ito hanggang {{until}} (oras sa Pilipinas): {{link}}',
      signUp:
        'Wala ka pang PIXEL account? Buksan ang parehong link at mag-sign up: naghihintay sa iyo ang regalo mo.',
      oneMonth: '1 buwan',
      months: '{{count}} buwan',
      snap: 'Snap',
      slide: 'Slide',
    },
    // a guest's purchase in a creator's shop (decision 0159)
    shopGuest: {
      subject: 'Ang binili mo sa PIXEL: {{product}}',
      text:
        'Salamat sa pagbili ng {{product}} ni {{creator}}!\n\nHalaga: {{amount}}\nReference: {{reference}}\n\n' +
        'I-download ang mga file mo rito: {{link}}\n\nSa iyo ang link na ito: huwag itong ibahagi. Para itago ang binili mo sa isang PIXEL account, mag-sign in (o mag-sign up) at buksan ulit ang link.\n',
    },
    membershipResumed: {
      subject: 'Bumalik na ang membership mo kay {{creator}}',
      text: 'Hi {{name}},\n\nTapos na ang pause mo: tumatakbo ulit ang {{tier}} membership mo kay {{creator}}, at bukas na ulit sa iyo ang mga post para sa members. Matatapos na ito sa {{at}} (oras sa Pilipinas).\n',
    },
  },
  statements: {
    fromStream: 'mula sa stream mo',
    fromStandee: 'mula sa standee mo',
    fromWebsite: 'mula sa website mo',
    columns: {
      date: 'Petsa',
      transactionNo: 'Transaction no',
      type: 'Uri',
      description: 'Paglalarawan',
      reference: 'Reference',
      gross: 'Gross',
      fee: 'Bayad',
      net: 'Net',
      balance: 'Balance',
    },
    dateManila: 'Petsa (Maynila)',
    opening: 'Panimulang balance',
    closing: 'Pangwakas na balance',
    title: 'PIXEL statement',
    documentTitle: 'PIXEL statement {{from}} hanggang {{to}}',
    range: '{{from}} hanggang {{to}}, kasama ang dalawang araw. Mga halaga sa piso ng Pilipinas (₱).',
  },
  payments: {
    creatorReceives: 'Matatanggap ni {{name}} ang {{amount}}',
    thanks: {
      title: 'Salamat!',
      gift: 'Salamat sa pag-support kay {{name}}! Malaking bagay ang gift mo.',
      joined: 'Maligayang pagdating! Member ka na ni {{name}}.',
      upgraded: 'Salamat! {{tier}} member ka na ni {{name}}.',
      renewed: 'Salamat! Na-renew na ang membership mo kay {{name}}.',
      giftItem:
        'Salamat! Bayad na ang regalo mo: sa araw nito, makakatanggap ang tatanggap ng link para kunin ito.',
      product: 'Salamat! Bayad na ang binili mo: nasa library mo ang mga file nito.',
      commission:
        'Salamat! Bayad na ang request mo: may {{days}} araw si {{name}} para tanggapin ito, o ibabalik ito sa iyo.',
      commissionBalance: 'Salamat! Bayad na ang balanse: ihahatid na ni {{name}} ang commission mo.',
    },
    confirming: {
      title: 'Kinukumpirma ang bayad mo',
      text: 'Hinihintay pa namin na kumpirmahin ng payment provider ang bayad mo.',
    },
    returned: {
      title: 'Ibinabalik ang bayad mo',
      others:
        'Ang naibayad ({{paid}}) ay hindi ang {{amount}} na pinili mo, kaya walang naipadala kay {{name}}. ' +
        'Ibinabalik sa iyo ang buong bayad, sa paraang ginamit mo. Puwede mo itong ipadala ulit mula sa page nila.',
      duplicate:
        'Nabayaran mo na ito dati, kaya walang dagdag na naipadala kay {{name}}. ' +
        'Ibinabalik sa iyo ang bayad na ito ({{paid}}), sa paraang ginamit mo.',
    },
  },
  names: {
    anonymous: 'Hindi nagpakilala',
    visitor: 'Isang supporter',
    formerMember: 'Dating member',
  },
  overlay: {
    // the creator's test alert: shown on the overlay and, with spoken alerts on, read aloud
    testAlert: 'Test alert ito. Gumagana ang overlay mo!',
  },
  notifications: {
    someone: 'May isang tao',
    theCreator: 'Ang creator',
    inAWeek: 'sa isang linggo',
    tomorrow: 'bukas',
    kinds: {
      gift_received: { title: 'Bagong gift', body: 'Nagpadala si {{supporter}} ng gift na {{amount}}.' },
      member_joined: { title: 'Bagong member', body: 'Sumali si {{supporter}} sa {{tier}} tier mo.' },
      membership_renewed: {
        title: 'Na-renew ang membership',
        body: 'Ni-renew ni {{supporter}} ang membership niya ({{amount}}).',
      },
      membership_upgraded: {
        title: 'Na-upgrade ang membership',
        body: 'Lumipat si {{supporter}} sa {{tier}} tier mo ({{amount}}).',
      },
      new_follower: { title: 'Bagong follower', body: 'Ini-follow ka ni {{actor}}.' },
      purchase_made: {
        title: 'Bagong benta',
        body: 'Binili ni {{buyer}} ang post mo sa halagang {{amount}}.',
      },
      product_sold: {
        title: 'Bagong benta sa shop mo',
        body: 'Bumili si {{buyer}} sa shop mo sa halagang {{amount}}.',
      },
      gift_replied: { title: 'Sinagot ni {{actor}} ang gift mo', body: '{{reply}}' },
      payout_sent: {
        title: 'Naipadala na ang payout',
        body: 'Naipadala na ang payout mo na {{amount}} sa {{bank}} ({{reference}}).',
      },
      payout_failed: {
        title: 'Hindi natuloy ang payout',
        body: 'Hindi natuloy ang payout mo na {{amount}} ({{reference}}). Nasa balance mo na ulit ang pera.',
      },
      payout_held: {
        title: 'Naka-hold ang payout',
        body: 'Naka-hold muna ang payout mo na {{amount}} ({{reference}}) habang sinusuri namin ito.',
      },
      refund_requested: {
        title: 'Request ng refund',
        body: 'Humihingi si {{actor}} ng refund na {{amount}} ({{reference}}).',
      },
      refund_approved: {
        title: 'Aprubado ang refund',
        body: 'Inaprubahan ni {{by}} ang request mo na refund na {{amount}} ({{reference}}).',
      },
      refund_declined: {
        title: 'Hindi inaprubahan ang refund',
        body: 'Hindi inaprubahan ni {{by}} ang request mo na refund na {{amount}} ({{reference}}).',
      },
      membership_ending: {
        title: 'Matatapos na ang membership',
        body: 'Matatapos {{when}} ang {{tier}} membership mo kay {{creator}}.',
      },
      // commissions (decision 0165): one kind, told in the words of its step
      commission_requested: {
        title: 'Bagong request ng commission',
        body: 'Nag-request si {{supporter}} ng "{{title}}" sa halagang {{amount}}. Sagutin sa loob ng 7 araw.',
      },
      commission_accepted: {
        title: 'Tinanggap ang commission',
        body: 'Tinanggap ni {{creator}} ang commission mong "{{title}}".',
      },
      commission_in_progress: {
        title: 'Ginagawa na ang commission',
        body: 'Sinimulan na ni {{creator}} ang commission mong "{{title}}".',
      },
      commission_balance_asked: {
        title: 'May balanseng babayaran',
        body: 'Hinihingi ni {{creator}} ang {{amount}} na balanse ng commission mong "{{title}}".',
      },
      commission_balance_paid: {
        title: 'Bayad na ang balanse',
        body: 'Binayaran ni {{supporter}} ang {{amount}} na balanse ng "{{title}}". Ihatid ito kapag handa na.',
      },
      commission_delivered: {
        title: 'Naihatid ang commission',
        body: 'Naihatid na ni {{creator}} ang commission mong "{{title}}". I-download ang mga file nito.',
      },
      commission_declined: {
        title: 'Tinanggihan ang commission',
        body: 'Tinanggihan ni {{creator}} ang commission mong "{{title}}". Ire-refund ang {{amount}} mo.',
      },
      commission_expired: {
        title: 'Na-refund ang commission',
        body: 'Hindi sinagot ni {{creator}} sa loob ng 7 araw ang commission mong "{{title}}". Ire-refund ang {{amount}} mo.',
      },
      leak_report_answered: {
        title: 'Nasagot ang ulat mo ng leak',
        body: 'Tiningnan ng staff ng PIXEL ang kopya ng litrato mong iniulat mo, kumilos dito at isinara ang ulat.',
      },
      new_post: {
        title: {
          snap: 'May bagong Snap si {{actor}}',
          slide: 'May bagong Snap Slide si {{actor}}',
          bloc: 'May bagong post si {{actor}} sa Bloc niya',
        },
        body: {
          free: 'Silipin mo na.',
          paid: 'May bagong bayad na post. Buksan para makita ang preview.',
          members: 'May bagong post para sa mga member. Buksan para makita kung kasama ito sa membership mo.',
          supporters: 'May bagong post para sa mga sumuporta kay {{actor}}.',
        },
      },
    },
    mail: {
      subject: '{{title}}: {{body}}',
      text: 'Hi {{name}},\n\n{{body}}\n\nTingnan sa PIXEL: {{link}}\n\nPiliin kung aling mga mail ang matatanggap mo: {{settings}}\n',
      digestSubjectOne: 'Ang PIXEL notification mo ngayong araw',
      digestSubjectMany: 'Ang {{count}} PIXEL notification mo ngayong araw',
      digestText:
        'Hi {{name}},\n\nIto ang mga nangyari sa PIXEL:\n\n{{items}}\n\nTingnan lahat: {{link}}\n\nPiliin kung aling mga mail ang matatanggap mo: {{settings}}\n',
    },
  },
  transactions: {
    giftFrom: 'Gift mula kay {{name}}',
    giftFromForGoal: 'Gift mula kay {{name}} para sa "{{goal}}"',
    giftTo: 'Gift para kay {{name}} sa PIXEL',
    giftToForGoal: 'Gift para kay {{name}} para sa "{{goal}}" sa PIXEL',
    payoutToEPayment: 'Payout sa iyong e-payment account {{number}}',
    payoutTo: 'Payout sa {{account}}',
    pixelPayout: 'Payout ng PIXEL {{reference}}',
    purchase: 'Pagbili ng {{what}} ni {{buyer}}',
    repeatPurchase: 'Muling pagbili ng {{what}} ni {{buyer}}',
    contentBy: '{{what}} ni {{creator}} sa PIXEL',
    refund: 'Refund ng {{reference}}',
    refundRefused: 'Refund ng {{reference}}, tinanggihan ng provider',
    refunded: '{{description}} (na-refund)',
    owedRecovery: 'Kita na ipinambayad sa refund',
    release: 'Kita sa mobile app na na-release para sa {{month}}',
    referralSale: 'Referral reward: benta ni {{name}}',
    referralGift: 'Referral reward: gift para kay {{name}}',
    membershipFrom: 'Membership mula kay {{name}}: {{tier}}, {{period}}',
    membershipUpgradeFrom: 'Membership upgrade mula kay {{name}} papuntang {{tier}}',
    membershipOf: '{{tier}} membership kay {{creator}} sa PIXEL, {{period}}',
    membershipRenewed: '{{tier}} membership kay {{creator}} sa PIXEL, ni-renew',
    membershipUpgrade: 'Upgrade sa {{tier}} membership kay {{creator}} sa PIXEL',
    periodOne: '1 buwan',
    periodMany: '{{count}} buwan',
    snap: 'Snap',
    snapSlide: 'Snap Slide',
    // commissions (decision 0165)
    commissionFrom: 'Commission mula kay {{name}}: {{title}}',
    commissionBalanceFrom: 'Balanse ng commission mula kay {{name}}: {{title}}',
    commissionBy: 'Commission: {{title}} ni {{creator}} sa PIXEL',
    commissionBalanceBy: 'Balanse ng commission: {{title}} ni {{creator}} sa PIXEL',
  },
  standee: {
    documentTitle: '{{name}} sa PIXEL: standee',
    call: 'I-scan para magpadala ng gift',
    callAmount: 'I-scan para magpadala ng {{amount}} na gift',
  },
  embeds: {
    button: 'Suportahan ako sa PIXEL',
    dialog: 'Magpadala ng gift',
    close: 'Isara',
    sendGift: 'Magpadala ng gift',
    visitPage: 'Bisitahin ang PIXEL page ko',
  },
};
