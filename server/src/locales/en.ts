import { en as contractEn } from '@pixel/contract/locales/en';

/**
 * The server's English texts (decisions 0110, 0142), by key, `{{name}}` standing for what changes. A
 * service says an error by its key in `errors` (`say('giftNotFound')`), which also holds what the contract's
 * schemas say; the error handler writes it in the request's language. A `{{field}}` is a field's label,
 * itself written from `fields`.
 */
export const en = {
  errors: {
    ...contractEn.messages,
    // generic answers (error handler, session, rate limits)
    unauthenticated: 'Unauthenticated.',
    forbidden: 'Forbidden.',
    notFound: 'Not found.',
    invalidData: 'The given data was invalid.',
    invalidValue: 'The value is invalid.',
    payoutsHeld:
      "Payouts are on hold until {{until}} (Manila time) because your payout details were changed. If this wasn't you, use the link we sent you to freeze your payouts.",
    payoutsFrozen:
      'Payouts are frozen on this account because a change to your payout details was reported as not yours. Please contact {{email}}.',
    notJson: 'The request body is not valid JSON.',
    tooLarge: 'The request is too large.',
    notJsonType: 'The request must be sent as application/json.',
    tooManyRequests: 'Too many requests. Please try again in {{seconds}} seconds.',
    unavailable: 'The service is not available right now. Please try again in a moment.',
    unexpected: 'An unexpected error has occurred. Try again later.',
    // log in
    wrongCredentials: 'These credentials do not match our records.',
    emailRequired: 'The email is required.',
    passwordRequired: 'The password is required.',
    emailInvalid: 'The email must be a valid email address.',
    notVerified: 'Your account is not verified yet. Open the link we emailed you.',
    suspended: 'Your account is suspended. Write to {{email}} to ask why or to appeal.',
    verificationLinkInvalid: 'The verification link is invalid or has expired.',
    // gifts and checkout
    giftMinimum: 'The amount must be at least {{amount}}.',
    giftMaximum: 'The amount must not be greater than {{amount}}.',
    giftToSelf: 'You cannot send a gift to yourself.',
    giftQuestionNeedsMessage: 'The message field is required when the gift asks a question.',
    usernameMismatch: 'The username does not match the page.',
    creatorNotFound: 'Creator not found.',
    goalNotFound: 'Goal not found.',
    giftNotFound: 'Gift not found.',
    goalClosed: 'This goal is closed.',
    goalEnded: 'This goal has ended.',
    // payouts and the Withdraw modal
    insufficientBalance: 'Insufficient balance',
    owedAfterRefund:
      "A refund of a supporter's payment took ₱{{amount}} more than your balance. Payouts wait until your earnings cover it.",
    overLimit: 'You have reached the maximum amount for standard payouts this month.',
    overLimitPartly:
      'This is more than the maximum amount for standard payouts this month. You can still withdraw up to ₱{{amount}}.',
    payoutMinimum: 'The amount must be at least 100.00.',
    wholePesos: '{{bank}} takes whole pesos only. Please enter an amount without centavos.',
    amountSteps: '{{bank}} takes amounts in steps of PHP {{amount}}.',
    bankNotLinked: 'The selected bank is not one of your payout accounts.',
    bankExists: 'You already have a payout account with this bank.',
    bankDisabled: 'The selected bank is not your active payout account.',
    noBanks: 'Add a bank account first.',
    noLinkedAccount: 'You have no linked e-payment account.',
    nameMismatch:
      'The name on this account is not your verified legal name. PIXEL support checks it before you can withdraw to it: write to {{email}} if you have not heard from us in two days.',
    otpInvalid: 'The OTP code is invalid.',
    otpExpired: 'The OTP code has expired. Please request a new one.',
    otpTooManyAttempts: 'Too many wrong codes. Please start again.',
    otpUsed: 'The OTP code has already been used.',
    otpMissing: 'Enter the OTP code sent to your mobile number.',
    // the messages the features' services write
    membersOnlyNoPrice: 'A members-only post has no price.',
    archivedTier: 'An archived tier cannot be changed.',
    confirmWithPasskey: 'Confirm with your passkey.',
    contentNotAccessible: 'Content not accessible.',
    contentNotFound: 'Content not found.',
    exportNotFound: 'Export not found.',
    heldMessageNotFound: 'Held message not found.',
    storageUnavailable: 'Media storage is not available right now. Please try again.',
    membershipNotFound: 'Membership not found.',
    noPaymentReference: 'No payment has this reference.',
    noPayoutReference: 'No payout has this reference.',
    noSuchFile: 'No such file.',
    noSuchRefundRequest: 'No such refund request.',
    overlayNotFound: 'Overlay not found.',
    // the subathon timer (issue #65)
    timerNotRunning: 'The timer is not running, so it cannot be paused.',
    timerNotPaused: 'The timer is not paused, so it cannot be resumed.',
    // spoken alerts (issue #65)
    speechNotFound: 'This gift has no spoken message.',
    speechOff: 'Spoken alerts are off.',
    // the stream's moderation queue (issue #65)
    streamPageNotFound: 'No one has a page at this address.',
    streamModeratorsOnly: "Only the creator and the moderators they named can run this stream's alerts.",
    moderatorPageNotFound: 'No one has a page at this address. Check it and try again.',
    moderatorSelf: 'You run your own alerts already: name someone else.',
    moderatorsAtMost: 'You can name at most {{max}} moderators.',
    moderatorNotFound: 'This person is not one of your moderators.',
    alertNotFound: 'This alert is not in the queue.',
    alertDecided: 'Someone already decided on this alert.',
    alertStillHeld: 'This alert is held: show it or skip it first.',
    // stream polls (issue #65)
    pollNotFound: 'Poll not found.',
    pollAlreadyOpen: 'A poll is already open. Close it before you open another.',
    pollClosed: 'This poll has closed.',
    // media requests (issue #65)
    mediaRequestNotFound: 'Media request not found.',
    mediaRequestsOff: 'This creator is not taking media requests right now.',
    mediaSecondsRange: 'A clip must be {{min}} to {{max}} seconds long.',
    mediaRequestDecided: 'This request has been decided already.',
    mediaRequestRefunded: "This request's gift was refunded, so it cannot be played.",
    mediaRequestNotQueued: 'Only a clip waiting or playing on your stream can be skipped.',
    mediaPriceBelowGift: 'At {{seconds}} seconds, a clip would cost less than the smallest gift, {{amount}}.',
    mediaPriceAboveGift: 'At {{seconds}} seconds, a clip would cost more than the largest gift, {{amount}}.',
    pageNotFound: 'Page not found.',
    paymentNotFound: 'Payment not found.',
    confirmHuman: 'Please confirm that you are human, then try again.',
    postNotFound: 'Post not found.',
    questionNotFound: 'Question not found.',
    sessionNotFound: 'Session not found.',
    startTwoFactorAgain: 'Start again: add PIXEL to your authenticator app first.',
    bankListUnavailable: 'The bank list is not available right now. Please try again.',
    captchaFailed: 'The captcha verification failed. Please try again.',
    noMobileOrEmail: 'The creator has no mobile number or email on file to confirm with.',
    currentPasswordIncorrect: 'The current password is incorrect.',
    formTooManyParts: 'The form has more parts than it takes.',
    formIncomplete: 'The form is incomplete. Please send it again.',
    pageUrlTaken: 'The page url has already been taken.',
    passkeyNotFound: 'The passkey was not found.',
    passwordIncorrect: 'The password is incorrect.',
    referralCodeInvalid: 'The selected referral code is invalid.',
    tierInvalid: 'The selected tier is invalid.',
    usernameInvalid: 'The selected username is invalid.',
    tierIdsEachOnce: 'The tier ids must list each of your tiers once.',
    toBeforeFrom: 'The to date must be on or after the from date.',
    noPasskeyOnAccount: 'This account has no passkey.',
    downloadExpired: 'This download has expired. You can ask for a new one.',
    goalClosedForEdits: 'This goal is closed and can no longer be edited.',
    passkeyCannotSignIn: 'This passkey could not sign you in. Try another way.',
    passkeyAlreadyAdded: 'This passkey is already added.',
    resetLinkInvalid: 'This password reset link is invalid or has expired.',
    renewalLinkInvalid: 'This renewal link is not valid.',
    tierNoLongerOffered: 'This tier is no longer offered. Please choose another tier.',
    tierNotFound: 'Tier not found.',
    transactionNotFound: 'Transaction not found.',
    twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
    twoFactorOff: 'Two-factor sign-in is off.',
    unblockBeforeFollow: 'Unblock this user before following them.',
    alreadyMember: 'You are already a member. Change your tier instead.',
    askYourself: 'You cannot ask yourself a question.',
    ownPage: 'You cannot do this to your own page.',
    followYourself: 'You cannot follow yourself.',
    joinOwnMembership: 'You cannot join your own membership.',
    cannotReact: 'You cannot react to this content.',
    youHaveNoPasskey: 'You have no passkey.',
    accountAlreadyClosed: 'Your account is already closed.',
    dataStillPreparing: 'Your data is still being prepared.',
    lastMethodNotChargeable: 'Your last payment method cannot be charged automatically.',
    membershipEnded: 'Your membership has ended. Join a tier again instead.',
    // free trials (decision 0155)
    trialNotOffered: 'This tier has no free trial.',
    trialNeedsCard:
      'A free trial needs a card that can be charged when it ends, and none can be kept here yet. Join by paying instead.',
    trialForNewMembers: 'You are already a member, so there is no free trial for you.',
    trialAlreadyHad: 'You have already had a free trial of this creator. Join by paying instead.',
    trialMethodUsed: 'This card has already had a free trial of this creator. Join by paying instead.',
    trialNotFound: 'Trial not found.',
    trialCardNotKept: 'Your card was not kept, so your free trial has not started. Try again.',
    signInTooLong: 'Your sign-in took too long. Log in again.',
    // two-factor sign-in and passkeys
    twoFactorWrongCode: 'The code is invalid or has expired.',
    twoFactorWrongRecoveryCode: 'The recovery code is invalid or has been used.',
    passkeyNotVerified: 'Your passkey could not be verified. Try again.',
    passkeyRequestExpired: 'Your passkey request has expired or was already used. Try again.',
    tiersAtMost: 'You can have at most {{max}} tiers.',
    dataOnceADay:
      'You can ask for a copy of your data once a day. Please try again after {{at}} (Manila time).',
    // identity verification (the contract's identityVerificationMessages)
    identityPending: 'We are still checking the details you sent. We will tell you by email when it is done.',
    identityApproved: 'Your identity is already verified.',
    identityRenewed: 'Your identity is already verified for this year.',
    // the rules staff act under (decision 0121)
    staffOwnRecords: 'You cannot act on your own account or records. Another staff member does it.',
    staffHigherRole: 'You cannot act on an account whose staff role is above yours.',
    staffSecondApprover: 'You approved this already. A second staff member confirms it.',
    staffApprovedMeanwhile:
      'Another staff member approved this at the same moment. Open it again to confirm it.',
    staffRefundAwaiting:
      'A refund of {{amount}} waits for a second staff member. Confirm that amount, or cancel it first.',
    staffNoRefundAwaiting: 'No refund of this payment waits for a second staff member.',
    staffOwnLimits: 'Another staff member changes your own limits.',
    noPasswordEPayment: 'This account signs in with its e-payment account and has no password.',
    providerSignInUnavailable:
      'Signing in with an e-payment account is not available. Log in with your email.',
    belowProviderMinimum:
      'This amount is below what the payment provider accepts. Please enter a larger amount.',
    providerRefused: 'The payment provider refused this payment: {{reason}}',
    providerUnavailable: 'The payment provider is not available right now. Please try again.',
    notOwnPage: 'The {{field}} must be a page of this site.',
    idempotencyStillRunning:
      'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
    crossOrigin: 'Cross-origin request refused.',
    passwordGuessed:
      'Many wrong passwords were tried on this account. Confirm that you are human, then log in again.',
    notOwnImage: 'The {{field}} must be an image you uploaded to PIXEL.',
    postLocked:
      'PIXEL support hid this post because it breaks the rules, so it cannot be published or changed. Write to {{email}} to appeal.',
    postAlreadyHidden: 'This post is hidden already.',
    postNotHidden: 'This post is not hidden.',
    pushEndpointNotAllowed: 'The endpoint is not a push service this site can use.',
    reactMembersOnly: 'This post is for members. Join to react to it.',
    reactSupportersOnly: 'This content is for supporters only. Send the creator a gift to react to it.',
    reactPhotoLocked: 'This photo is locked. Buy it to react to it.',
    payoutDetailsBySupport: 'To change your payout details, please contact {{email}}.',
    noSuchChange: 'No such change.',
    changeConfirmedAlready: 'This change is confirmed already.',
    reactPhotoSetLocked: 'This photo set is locked. Buy it to react to it.',
    ePaymentLinkedElsewhere: 'This e-payment account is already linked to another PIXEL account.',
    ePaymentAlreadyLinked:
      'You already have a linked e-payment account. To change it, please contact our support team.',
    ePaymentLinkUnavailable: 'Linking by signing in to an e-payment account is not available.',
    ePaymentLinkBySignIn: 'Link your e-payment account by signing in to it.',
    ePaymentLinkExpired: 'The link to your e-payment account has expired. Please try again.',
    imageListedTwice: 'The same image is in the list twice.',
    ePaymentNoMobileNumber:
      'Your e-payment account did not share a mobile number, so payouts cannot be sent to it. Add a mobile number to it and try again.',
    payoutHoldOnlyPending: 'Only a pending payout can be held.',
    payoutOnHoldAlready: 'This payout is on hold already.',
    payoutTakenByProvider: 'The provider has taken this payout already: it can no longer be held.',
    payoutNotOnHold: 'This payout is not on hold.',
    priceIdRequiredPayable: 'The price id field is required when the post is payable.',
    payoutRetryOnlyPending: 'Only a pending payout can be asked about.',
    payoutOnHoldReleaseFirst: 'This payout is on hold: release it first.',
    payoutInFirstReview: 'This is a first payout in review: release it to send it now.',
    photoLinkInvalid: 'This photo link is not valid.',
    paymentNotSettled: 'The payment {{reference}} is not settled yet: send its refund again later.',
    refundOnlyPaid: 'Only a paid payment can be refunded.',
    refundedAlready: 'This payment has been refunded already.',
    refundNeverReachedCreator: 'This payment never reached the creator: it is refunded by itself.',
    photoLinkExpired: 'This photo link has expired. Reload the page to see the photo.',
    paymentsPaused: 'Payments are paused on this account. Please write to {{email}} to ask why.',
    manyCheckouts: "You've opened many checkouts in the last hour. Please try again in {{wait}}.",
    newAccountGiftsWait: 'A new account can send gifts once it is a day old. Please try again in {{wait}}.',
    newAccountGiftOne: 'A new account can send 1 gift in its first day. You can send more in {{wait}}.',
    newAccountGiftsMany:
      'A new account can send {{limit}} gifts in its first day. You can send more in {{wait}}.',
    payoutsPaused: 'Payouts are paused on this account. Please write to {{email}} to ask why.',
    payoutsPerDayOne: 'You can ask for 1 payout in 24 hours. You can ask for the next one in {{wait}}.',
    payoutsPerDayMany:
      'You can ask for {{limit}} payouts in 24 hours. You can ask for the next one in {{wait}}.',
    buyOwnContent: 'You cannot purchase your own content.',
    noSuchPerson: 'No such person.',
    limitAlreadyDefault: 'This limit is already the default.',
    noSuchBankAccount: 'This person has no such bank account.',
    bankNameApprovedAlready: "This account's name is approved already.",
    suspendOnlyActive: 'Only an active account can be suspended.',
    accountNotSuspended: 'The account is not suspended.',
    contentIsFree: 'This content is free.',
    contentAlreadyPurchased: 'You have already purchased this content.',
    thisContentNotAccessible: 'This content is not accessible.',
    webhookUrlHttps: 'The url must start with https://.',
    webhookUrlCredentials: 'The url must not contain a user name or password.',
    webhookUrlPrivate: 'The url must point to a public internet address.',
    webhookUrlUnresolvable: 'The url host could not be found.',
    webhookEndpointsAtMost: 'You can add at most {{max}} webhook endpoints.',
    refundRequestAnswered: 'This request has been answered already.',
    refundAskWithin: 'A refund can be asked for within {{days}} days of paying.',
    refundAlreadyAsked: 'You have asked for a refund of this payment already.',
    taxCertificateUnreadable:
      'The certificate of registration could not be read. Please scan or photograph it again.',
    taxYearInFuture: 'The year must not be in the future.',
    noTaxDetails: 'No tax details are on file for this person.',
    noSuchVerification: 'No such verification.',
    verificationAlreadyReviewed: 'This verification has been reviewed already.',
    imageNotImage: 'The file provided is not an image.1',
    imageWrongType: 'The image must be a file of type: jpg, jpeg, png, svg, webp, gif',
    imageTooLarge: 'The image must not be greater than {{kilobytes}} kilobytes.',
    imageTooManyPixels: 'The image dimensions are too large.',
    imageTooComplex: 'The image is too complex to process.',
    unknownWebhook: 'Unknown webhook.',
    webhookSignatureMissing: 'The webhook signature is missing.',
    webhookSignatureInvalid: 'The webhook signature is invalid.',
    webhookTimestampStale: 'The webhook timestamp is too old.',
    webhookBodyInvalid: 'The webhook body is not valid.',
    bodyTooDeep: 'The body must not be nested more than {{levels}} levels deep.',
    fieldControlCharacters: 'The {{field}} must not contain control characters.',
    staffOnlyPage: 'This page is for PIXEL staff.',
    staffSecondStep:
      'Staff sign in with a second step. Turn on two-factor sign-in in Sign-in & security, then sign in again.',
    staffRoleNotAllowed: 'Your staff role does not allow this.',
    addressTooLong: 'The address is too long.',
    addressInvalid: 'The address is not valid.',
    noRoute: 'No route for {{method}} {{path}}.',
    noSuchPage: 'No such page.',
    metricsUnauthorized: 'Metrics need the METRICS_TOKEN as a bearer token, or a request from this machine.',
    refundOnlyPaidPostOrMembership: 'Only a paid post, product, commission or membership can be refunded.',
    deletionBalanceLeft:
      'Your wallet still has a balance. Withdraw it to your bank or e-wallet before you delete your account.',
    deletionPayoutInFlight:
      'A payout is still on its way to your account. Wait until it is done before you delete your account.',
    deletionNotPending: 'Your account is not waiting to be erased.',
    // stay or go from the mail (issue #66, decision 0150)
    membershipLinkInvalid:
      'This link is not valid. Open it from your mail again, or sign in to manage your membership.',
    membershipLinkUsed: 'This link was already used. Sign in to manage your membership in My memberships.',
    membershipLinkExpired: 'This link has expired. Sign in to manage your membership in My memberships.',
    membershipLinkChoice: 'This link cannot do that.',
    membershipPauseNotOpen:
      'This membership cannot be paused now: only a membership in its paid period, not paused already, can be.',
    membershipNotPaused: 'This membership is not paused.',
    retentionOfferNotOpen: 'This offer is not open to you.',
    // promo codes (issue #66, decision 0149)
    promoCodeNotFound: 'Promo code not found.',
    promoCodeTaken: 'You already have this promo code. Codes are the same whatever their case.',
    promoCodesAtMost: 'You can have at most {{max}} promo codes. Archive one to make another.',
    promoCodeArchived: 'This promo code is archived. Make a new one instead.',
    promoTiersNotYours: 'Choose among your own tiers.',
    promoPostsNotYours: 'Choose among your own paid posts.',
    promoProductsNotYours: 'Choose among your own products that are not archived.',
    promoUnknown: 'There is no such promo code on this page.',
    promoNotStarted: 'This promo code can be used from {{date}}.',
    promoExpired: 'This promo code ended on {{date}}.',
    promoNotForThis: 'This promo code is not for what you are buying.',
    promoUsedUp: 'This promo code has been used up.',
    promoAlreadyUsed: 'You have already used this promo code.',
    promoBelowMinimum:
      'With this promo code the price would be under {{amount}}, the least a payment can be.',
    // Insights (issue #66, decision 0151)
    insightsToAhead: 'The to month must not be after this month.',
    insightsFromAfterTo: 'The from month must not be after the to month.',
    insightsTooManyMonths: 'Insights show at most {{max}} months at a time.',
    // gifts of a membership or a post (issue #66, decision 0153)
    giftItemPostNotFound: 'This post cannot be found.',
    giftItemPostFree: 'This post is free: there is nothing to gift.',
    giftItemPostMembersOnly: 'This post is for members only and is never sold: gift a membership instead.',
    giftItemOwn: 'You cannot gift your own membership or post.',
    giftItemToSelf: 'A gift is for someone else: name another person.',
    giftItemToCreator: 'The creator has this already: name someone else.',
    giftItemRecipientUnknown: 'There is no PIXEL page with this address.',
    giftItemDeliverPast: 'The delivery date must be today or later.',
    giftItemDeliverTooLate: 'The delivery date must be within a year from today.',
    // a creator's shop (issue #67, decision 0159)
    productNotFound: 'This product cannot be found.',
    productFileNotFound: 'This file cannot be found.',
    productFileTooLarge: 'The file must be at most {{megabytes}} MB.',
    productFileNotWhatItSays: 'The file is not what its name or type says it is.',
    productFilesAtMost: 'A product has at most {{max}} files.',
    productPriceRequired: 'The price must be more than zero.',
    productBundlePostInvalid: 'Include only your own Snaps and Slides that are not for members only.',
    productBundleProductInvalid: 'Include only your own products that are not bundles.',
    productBundleNested: 'This product is in a bundle, so it cannot include posts or other products.',
    productBundleHasSales: 'People have bought this bundle: what it includes cannot change.',
    productHasSales: 'People have bought this product, so it cannot be deleted. Archive it instead.',
    productFileSold: 'People have bought this product, so its files stay.',
    productOwn: 'You cannot buy your own product.',
    productEmpty: 'This product has nothing to download yet.',
    productAmountBelowMinimum: 'The amount must be at least ₱{{amount}}.',
    productAlreadyBought: 'You have bought this product already: find it in your library.',
    productSoldOut: 'This product is sold out.',
    productDownloadsToday: 'You have downloaded this file {{max}} times today. Try again tomorrow.',
    shopLinkNotFound: 'This link is not valid, or it was used already.',
    // commissions (issue #67, decision 0165)
    commissionTypeNotFound: 'This commission cannot be found.',
    commissionRequestNotFound: 'This commission request cannot be found.',
    commissionRangeOrder: 'The max price must be more than the price.',
    commissionTypesAtMost: 'You can offer at most {{max}} commissions. Delete or edit one instead.',
    commissionTypeHasRequests:
      'People have requested this commission, so it cannot be deleted. Close it instead.',
    commissionOwn: 'You cannot request your own commission.',
    commissionClosed: 'This commission is closed for now.',
    commissionFull: 'Every slot of this commission is taken. Try again when one opens.',
    commissionAmountOutOfRange: 'The amount must be from ₱{{min}} to ₱{{max}}.',
    commissionReferenceInvalid: 'Choose only reference images you uploaded for this request.',
    commissionReferenceNotImage: 'A reference must be a JPG, PNG, GIF or WebP image.',
    commissionBalanceNotDue: 'No balance is asked for on this request now.',
    commissionStepNotNow:
      'This request is not at a step where this can be done. Reload it to see where it is.',
    commissionAnswerLate: 'The 7 days to answer this request have passed: it goes back to its supporter.',
    commissionNoBalance: 'This request was paid in full: there is no balance to ask for.',
    commissionBalanceFirst: 'Ask for the balance first: the work is delivered once it is paid.',
    commissionNothingToDeliver: 'Upload the files of the delivery first.',
    commissionFilesDelivered: 'This request is delivered, so its files stay.',
    // scheduled posts and early access (issue #68, decision 0157)
    scheduleInPast: 'The {{field}} must be later than now.',
    scheduleTooFar: 'The {{field}} must be within a year from now.',
    publicFromBeforePublish: 'The public date must be after the publishing time.',
    postAlreadyPublished: 'This post is already published.',
    publishNowOrLater: 'Publish it now or at a time, not both.',
    giftItemNotFound: 'This gift link is not valid. Open it from your mail or text again.',
    giftItemNotYours: 'This gift is for another PIXEL account. Sign in as {{page}} to claim it.',
    giftItemOwnGift: 'You gave this gift: only its recipient can claim it.',
    giftItemClaimed: 'This gift has already been claimed.',
    giftItemExpired:
      'This gift could be claimed until {{date}} (Philippine time). It goes back to its giver.',
    giftItemRefunded: 'This gift has gone back to its giver: it can no longer be claimed.',
    giftItemOtherTier:
      'You are a {{tier}} member of this creator until {{date}}: this gift of another tier can be claimed once that membership ends.',
    giftItemPostOwned: 'You already have this post: the gift cannot give it to you again.',
    giftItemPostGone: 'This post is no longer available.',
    // leak lookups and reports (issue #67, decision 0154)
    leakLookupNotFound: 'No such lookup.',
    leakNothingToReport: 'This lookup named no one, so there is nothing to report.',
    leakReportOpen: 'A report of this copy is open already. PIXEL’s staff will look into it.',
    leakReportNotFound: 'No such leak report.',
    leakReportClosed: 'This leak report is closed already.',
    leakReportPostGone: 'The post of this report was deleted: there is nothing left to close.',
    leakAccessClosed: 'The post is already closed to this person.',
    // a post staff closed to a person for a leak stays closed (decision 0166)
    leakPostClosed:
      'PIXEL closed this post to you after your copy of it was found shared elsewhere, so it cannot be bought again.',
    leakBundleClosed:
      'This bundle includes a post PIXEL closed to you after your copy of it was found shared elsewhere, so it cannot be bought.',
    // Discord and Telegram for members (issue #68, decision 0160)
    discordOff: 'Discord is not set up on this PIXEL.',
    discordNotConnected: 'Connect a Discord server first.',
    discordUnreachable: 'Discord did not answer. Please try again in a moment.',
    discordRoleUnknown: 'This role is not in your Discord server.',
    telegramOff: 'Telegram is not set up on this PIXEL.',
    telegramUnreachable: 'Telegram did not answer. Please try again in a moment.',
    telegramChatNotFound: 'PIXEL’s bot cannot find this group. Add @{{bot}} to your group, then try again.',
    telegramBotNotAdmin:
      'Make @{{bot}} an admin of your group who may invite users and ban users, then try again.',
  },
  /** Field labels as the contract's messages name them. */
  fields: contractEn.fields,
  /** What an OTP code confirms: the words after "Your PIXEL code is 123456". */
  otpActions: {
    payout: 'to withdraw PHP {{amount}} to {{bank}} on PIXEL',
    addBank: 'to add your {{bank}} account ending in {{last4}} to PIXEL',
    changeNumber: 'to change your PIXEL payout number to {{number}}',
    linkEWallet: 'to link this e-wallet to your PIXEL account for payouts',
    supportBank: 'to confirm the {{bank}} account ending in {{last4}} PIXEL support set for your payouts',
    resendAddBank: 'to add a bank account on PIXEL',
    resendNumber: 'to change your payout mobile number on PIXEL',
    resendPayout: 'to confirm your payout on PIXEL',
    resendEWallet: 'to link your e-wallet to PIXEL',
    resendSupport: 'to confirm the change PIXEL support made to your payout details',
    supportNumber: 'to confirm {{number}} as your payout number, set by PIXEL support',
  },
  /**
   * The creator page's header and the dashboard's frame as the server draws them: the web app's own words
   * (web/src/locales).
   */
  shell: {
    home: 'PIXEL home',
    account: 'Account',
    dashboard: 'Dashboard',
    logIn: 'Log in',
    signUp: 'Sign up',
    follow: 'Follow',
    following: 'Following',
    share: 'Share',
    supportMe: 'Support Me',
    supporter: 'Supporter',
    supporters: 'Supporters',
    follower: 'Follower',
    followers: 'Followers',
    avatarOf: "{{name}}'s avatar",
    /** What the dashboard's frame says to a screen reader until the app draws the dashboard over it. */
    loadingDashboard: 'Loading your dashboard…',
  },
  /**
   * The first screen of a creator's dashboard as the server draws it (decision 0172): the web app's own words
   * (web/src/locales: dashboard, twoFactor.nudge, refundRequests.card, wallet.balance), the same in both.
   */
  dashboardShell: {
    title: 'Dashboard',
    nudgeTitle: 'Protect your earnings',
    nudgeBody:
      'Your balance is over ₱1,000.00. Turn on two-factor sign-in, so a stolen password alone cannot reach your wallet or send your money elsewhere.',
    nudgeTurnOn: 'Turn on two-factor sign-in',
    nudgeNotNow: 'Not now',
    refundsOne: '{{count}} refund request waiting for your answer',
    refundsMany: '{{count}} refund requests waiting for your answer',
    refundsText: 'Answer within {{days}} days of each request; after that, PIXEL support decides.',
    refundsLink: 'See refund requests',
    balanceTitle: 'Available balance',
    balancePending: 'Pending: {{amount}}',
    withdraw: 'Withdraw',
    pageLinkTitle: 'Your page link',
    pageLinkHint: 'Share it with your supporters so they can send you gifts and buy your photos.',
    shareProfile: 'Share Profile',
  },
  sms: {
    otpCode: 'Your PIXEL code is {{code}} {{action}}. It expires in {{minutes}} min. Never share it.',
    payoutChange: 'PIXEL: {{what}}. Payouts held till {{until}}. Not you? {{link}}',
    payoutChangeShort: 'PIXEL: {{what}}. Not you? {{link}}',
    // a gift of a membership or a post (decision 0153)
    giftItem: 'PIXEL: {{from}} sent you a gift from {{creator}}. Claim it by {{until}}: {{link}}',
    // a step of a commission the person requested (decision 0165)
    commission: {
      accepted: 'PIXEL: {{creator}} accepted your commission "{{title}}". {{link}}',
      in_progress: 'PIXEL: {{creator}} started work on your commission "{{title}}". {{link}}',
      balance_asked: 'PIXEL: {{creator}} asks for the {{amount}} balance of "{{title}}". Pay it: {{link}}',
      delivered: 'PIXEL: {{creator}} delivered your commission "{{title}}". Download it: {{link}}',
      declined: 'PIXEL: {{creator}} declined your commission "{{title}}". {{amount}} is refunded to you.',
      expired:
        'PIXEL: {{creator}} did not answer your commission "{{title}}" in 7 days. {{amount}} is refunded to you.',
    },
    payoutChangeWhat: {
      mobile_number: 'your payout mobile number was changed',
      add_bank: 'a bank account was added for your payouts',
      link_account: 'an e-payment account was linked for your payouts',
    },
  },
  /** What a successful call answers in its `message`. */
  messages: {
    resetLinkSent: 'If an account exists for that email, we have sent a link to reset its password.',
    passwordReset: 'Your password has been reset. You can now log in.',
    passwordChanged: 'Your password has been changed. Every other session has been signed out.',
    deactivated: 'Your account has been deactivated.',
    loggedOut: 'You have been logged out.',
    taxSaved: 'Your tax details are saved.',
    refundAsked: 'Your request is sent. The creator has 3 days to answer; then PIXEL support decides.',
    refundApproved: 'Refund approved. The money goes back to the supporter.',
    refundDeclined: 'Refund declined. The supporter is told your reply.',
    payoutDetailsChanged: 'Your payout details are changed.',
  },
  mail: {
    passwordGuessing: {
      subject: 'Someone is trying your PIXEL password',
      text:
        'Hi {{name}},\n\n{{count}} wrong passwords were tried on your PIXEL account since {{since}} (Manila time). ' +
        'Until this stops, logging in from a browser you have not used with PIXEL asks you to confirm that you are human, or to wait a little between tries.\n\n' +
        'If it was you, there is nothing to do: your password still works.\n\n' +
        'If it was not you, your account is safe as long as your password is not guessed: choose a long one that you use nowhere else at {{forgot}}, ' +
        'and turn on two-factor sign-in at {{security}}.\n',
    },
    verifyEmail: {
      subject: 'Verify your email address',
      text:
        'Hi {{name}},\n\nWelcome to PIXEL! Confirm your email address to activate your account:\n\n{{link}}\n\n' +
        'The link works for 48 hours. If you did not sign up for PIXEL, you can ignore this email.\n',
    },
    accountExists: {
      subject: 'You already have a PIXEL account',
      text:
        'Hi {{name}},\n\nSomeone just tried to sign up for PIXEL with this email address, which already has an account: {{page}}\n\n' +
        'If it was you, log in at {{login}} or choose a new password at {{forgot}}.\n\n' +
        'If it was not you, you can ignore this email; nothing has changed on your account.\n',
    },
    resetPassword: {
      subject: 'Reset your PIXEL password',
      text:
        'Hi {{name}},\n\nSomeone asked to reset the password of your PIXEL account. To choose a new one, open:\n\n' +
        '{{link}}\n\nThe link works for one hour. If it was not you, ignore this email; your password stays as it is.\n',
    },
    newSignIn: {
      subject: 'New sign-in to your PIXEL account',
      text:
        'Hi {{name}},\n\nYour PIXEL account was just signed in to from a browser it had not used before:\n\n' +
        'Browser: {{device}}\nAddress: {{ip}}\nTime: {{time}} (Manila time)\n\n' +
        'If this was you, there is nothing to do.\n\n' +
        "If it wasn't you, someone knows your password:\n\n" +
        '1. Change your password at {{password}}. Every other browser is signed out at once.\n' +
        '2. Look over your sessions at {{sessions}} and end any you do not recognise.\n\n' +
        'If you cannot sign in any more, reset your password at {{forgot}} and write to {{email}}.\n',
    },
    dataReady: {
      subject: 'Your PIXEL data is ready to download',
      text:
        'Hi {{name}},\n\nThe copy of your PIXEL data you asked for is ready: a ZIP file with your profile, posts, photos, gifts, purchases, memberships, transactions, payouts and more.\n\n' +
        'Download it while signed in to your account at {{link}}\n\n' +
        'The download works until {{until}} (Manila time). After that the file is deleted; you can ask for a new one once a day.\n\n' +
        "If you did not ask for this, someone may know your password: change it and look over your sessions in your account's settings.\n",
    },
    accountClosed: {
      subject: 'Your PIXEL account will be erased',
      text:
        'Hi {{name}},\n\nYour PIXEL account is closed: your page is no longer shown to anyone. It will be erased on {{date}}. Sign in before then to cancel: {{link}}\n\n' +
        "If it wasn't you, sign in, cancel the deletion, choose a new password and write to {{email}}.\n",
    },
    accountBack: {
      subject: 'Your PIXEL account is back',
      text: 'Hi {{name}},\n\nThe deletion of your PIXEL account is cancelled. Your page is back at {{link}} and nothing will be erased.\n',
    },
    accountErased: {
      subject: 'Your PIXEL account has been erased',
      text: 'Hello,\n\nYour PIXEL account has been erased, as you asked on {{date}}: your profile, photos, posts, messages and payout accounts are gone. The records of payments and payouts are kept without your name, as financial records must be.\n\nThank you for being on PIXEL.\n',
    },
    suspended: {
      subject: 'Your PIXEL account is suspended',
      text:
        'Hi {{name}},\n\nWe have suspended your PIXEL account. Your page is closed to visitors, you cannot sign in and no payout leaves your wallet while it is suspended.\n\nWhy: {{reason}}\n\n' +
        'If you think this is a mistake, reply to this mail or write to {{email}}.\n',
    },
    unsuspended: {
      subject: 'Your PIXEL account is open again',
      text: 'Hi {{name}},\n\nWe have lifted the suspension of your PIXEL account: your page is open again and you can sign in at {{link}}.\n',
    },
    postHidden: {
      subject: 'PIXEL support hid one of your posts',
      text:
        'Hi {{name}},\n\nPIXEL support hid {{what}} because it breaks the rules:\n\n{{reason}}\n\n' +
        'Only you see it now, and it cannot be published or changed. You may delete it. To appeal, write to {{email}}.\n',
    },
    postShown: {
      subject: 'Your post is shown again',
      text: 'Hi {{name}},\n\nPIXEL support shows {{what}} on your page again.\n\n{{reason}}\n',
    },
    /** A post as the moderation mails name it: "your Snap" or "your Bloc post "the start of its text"". */
    yourPost: {
      snap: 'your Snap',
      slide: 'your Snap Slide',
      bloc: 'your Bloc post',
    },
    refundApproved: {
      subject: 'Your refund request is approved: {{amount}}',
      text: 'Hi {{name}},\n\n{{by}} approved your request for a refund of {{amount}} ({{reference}}). The money goes back the way you paid, in the time your bank or e-wallet takes.\n',
    },
    refundDeclined: {
      subject: 'Your refund request is declined',
      text: 'Hi {{name}},\n\n{{by}} declined your request for a refund of {{amount}} ({{reference}}).\n',
    },
    refundReply: '\nTheir reply: {{reply}}\n',
    refundAsked: {
      subject: 'A supporter asks for a refund of {{amount}}',
      text:
        'Hi {{name}},\n\n{{supporter}} asks for a refund of {{amount}} ({{reference}}).\n\nTheir reason: {{reason}}\n\n' +
        'Approve or decline it by {{due}} (Manila time) on your dashboard: {{link}}\nIf you do not answer by then, PIXEL support decides.\n',
    },
    refundEscalated: {
      subject: 'Your refund request went to PIXEL support',
      text: 'Hi {{name}},\n\n{{creator}} did not answer your request for a refund of {{amount}} ({{reference}}) in 3 days, so PIXEL support decides it now. We will mail you the answer.\n',
    },
    pixelSupport: 'PIXEL support',
    // Telegram for members (decision 0160)
    telegramInvite: {
      subject: 'Your invite to the Telegram group of {{creator}}',
      text: 'Hi {{name}},\n\nYour membership of {{creator}} comes with a place in their Telegram group, {{group}}. Join it with this link. It works once, for you, until {{until}} (Philippine time):\n\n{{link}}\n\nIf you leave the group, or the link runs out, you will get a new one while your membership lasts.\n',
    },
    newMember: {
      subject: '{{supporter}} is now a member of your page',
      text: 'Hi {{name}},\n\n{{supporter}} joined your {{tier}} tier on PIXEL.\n\nSee all your members: {{link}}\n',
    },
    renewalRefused: {
      subject: 'We could not renew your membership of {{creator}}',
      text: 'Hi {{name}},\n\nYour payment method was refused for the renewal of your {{tier}} membership of {{creator}}. You keep your access until {{until}} (Philippine time).\n\nRenew it in one tap: {{link}}\n',
    },
    membershipEnding: {
      subject: 'Your membership of {{creator}} ends {{when}}',
      text: 'Hi {{name}},\n\nYour {{tier}} membership of {{creator}} ends {{when}}, on {{at}} (Philippine time).\n\nRenew it in one tap: {{link}}\n',
      inAWeek: 'in a week',
      tomorrow: 'tomorrow',
    },
    membershipEnded: {
      subject: 'Your membership of {{creator}} has ended',
      text: 'Hi {{name}},\n\nYour {{tier}} membership of {{creator}} ended on {{at}} (Philippine time). Members-only posts are locked again.\n\nJoin again in one tap: {{link}}\n',
    },
    otpCode: {
      subject: 'Your PIXEL code',
      text: 'Your PIXEL code is {{code}} {{action}}. It expires in {{minutes}} minutes. Never share this code with anyone.',
    },
    passwordChanged: {
      subject: 'Your PIXEL password was changed',
      text:
        'Hi {{name}},\n\nThe password of your PIXEL account was just changed, and every other browser signed in to it was signed out.\n\n' +
        "If it wasn't you, choose a new password at {{link}} at once (that signs out every browser) and write to {{email}}.\n",
    },
    receipt: {
      subject: 'Your PIXEL receipt: {{amount}} to {{creator}}',
      text:
        'Hi {{name}},\n\nThank you for supporting {{creator}}! Here is your receipt.\n\n' +
        'What: {{what}}\nAmount: {{amount}}\nTo: {{creator}}\nReference: {{reference}}\nPaid: {{at}} (Philippine time)\n\n' +
        'You can find all your gifts and purchases under My support in your dashboard.\n',
      what: {
        gift: 'gift',
        goal_gift: 'gift to a goal',
        purchase: 'purchase',
        membership: 'membership',
        gift_item: 'gift for someone else',
        product: 'shop purchase',
        commission: 'commission',
      },
    },
    refunded: {
      subject: 'Your PIXEL refund: {{amount}}',
      text:
        'Hi {{name}},\n\n{{why}} It reaches your account the way you paid, in the time your bank or e-wallet takes.\n\n' +
        'Amount: {{amount}}\nReference: {{reference}}\n\n{{after}}\n',
      there: 'there',
      why: {
        duplicate:
          'You paid twice for the same post by {{creator}}, so we gave the second payment back to you.',
        others:
          'Your payment to {{creator}} was not the amount you chose on PIXEL, so we gave it back to you.',
        requested_by_customer: 'We have refunded your payment to {{creator}}.',
      },
      after: {
        duplicate: 'The post you bought stays yours. You can find it under My support in your dashboard.',
        others: 'Nothing was sent to {{creator}}. You can send it again from their page.',
        requested_by_customer: 'If it paid for a post, the post is closed to you again.',
      },
    },
    payoutDetailsChanged: {
      subject: 'Your PIXEL payout details changed',
      text:
        '{{what}} on {{at}} (Manila time).\n\n' +
        'To keep your money safe, payouts are on hold until {{until}} (Manila time).\n\n' +
        "If this wasn't you, open this link now. It freezes your payouts and signs out every device signed in to your PIXEL account:\n{{link}}\n\n" +
        'Then contact {{email}}.',
      what: {
        mobile_number: 'Your payout mobile number was changed',
        add_bank: 'A bank account was added for your payouts',
        link_account: 'An e-payment account was linked for your payouts',
      },
    },
    priceChange: {
      subject: 'The price of your membership of {{creator}} is changing',
      text:
        'Hi {{name}},\n\n{{creator}} changed the price of the {{tier}} tier on PIXEL. From your next period, which starts on {{at}} (Philippine time), {{period}} costs {{after}} instead of {{before}}. Your current period does not change.\n\n' +
        '{{next}} {{link}}\n',
      aMonth: 'a month',
      months: '{{count}} months',
      renewing: 'Your membership renews by itself at the new price. To stop it, turn auto-renew off:',
      see: 'See your membership:',
    },
    identityApproved: {
      subject: 'Your identity is verified',
      text: 'Hi {{name}},\n\nPIXEL support checked the details and photos you sent, and your identity is verified. Nothing more is needed from you.\n',
    },
    identityRejected: {
      subject: 'We could not verify your identity',
      text:
        'Hi {{name}},\n\nPIXEL support could not verify your identity from the details and photos you sent:\n\n' +
        '{{reason}}\n\nYou can send them again at {{link}}. If something is unclear, write to {{email}}.\n',
    },
    passkeyAdded: {
      subject: 'A passkey was added to your account',
      text:
        'Hi {{name}},\n\nThe passkey “{{passkey}}” was added to your PIXEL account on {{at}} (Philippine time). It can sign you in without your password.\n\n' +
        'If it was not you, reset your password at {{link}} and write to us.\n',
    },
    passkeyRemoved: {
      subject: 'A passkey was removed from your account',
      text:
        'Hi {{name}},\n\nThe passkey “{{passkey}}” was removed from your PIXEL account on {{at}} (Philippine time). It no longer signs you in.\n\n' +
        'If it was not you, reset your password at {{link}} and write to us.\n',
    },
    // stay or go from the mail (issue #66, decision 0150)
    membershipLinks: {
      intro:
        'Without signing in (each link asks you to confirm, works once, and lasts until {{until}}, Philippine time):',
      renew: 'Renew: {{link}}',
      autoRenewOff: 'Turn auto-renew off: {{link}}',
      pause: 'Pause it for 1 to 3 months: {{link}}',
      cancel: 'Cancel: {{link}}',
    },
    trialEnding: {
      subject: 'Your free trial of {{creator}} ends in {{days}} days',
      text: 'Hi {{name}},\n\nYour free trial of the {{tier}} membership of {{creator}} ends on {{at}} (Philippine time). Then your card is charged {{amount}} for {{period}}, and your membership goes on.\n\nTo stay, do nothing. To go, cancel before then and nothing is charged.\n',
    },
    // gifts of a membership or a post (issue #66, decision 0153)
    giftItem: {
      subject: '{{from}} sent you a gift on PIXEL',
      membership: '{{from}} gave you {{months}} of the {{tier}} membership of {{creator}} on PIXEL.',
      post: '{{from}} gave you a {{post}} by {{creator}} on PIXEL.',
      message: 'Their message: “{{message}}”',
      claim: 'Claim it by {{until}} (Philippine time): {{link}}',
      signUp: 'No PIXEL account yet? Open the same link and sign up: your gift waits for you.',
      oneMonth: '1 month',
      months: '{{count}} months',
      snap: 'Snap',
      slide: 'Slide',
    },
    // a guest's purchase in a creator's shop (decision 0159)
    shopGuest: {
      subject: 'Your purchase on PIXEL: {{product}}',
      text:
        'Thank you for buying {{product}} by {{creator}}!\n\nAmount: {{amount}}\nReference: {{reference}}\n\n' +
        'Download your files here: {{link}}\n\nThe link is yours: keep it to yourself. To keep your purchase in a PIXEL account, sign in (or sign up) and open the link again.\n',
    },
    membershipResumed: {
      subject: 'Your membership of {{creator}} is back',
      text: 'Hi {{name}},\n\nYour pause has ended: your {{tier}} membership of {{creator}} runs again, and its members-only posts are open to you. It now ends on {{at}} (Philippine time).\n',
    },
  },
  /** A statement's CSV header and PDF (the `type` column's values stay as they are: they are codes). */
  statements: {
    fromStream: 'from your stream',
    fromStandee: 'from your standee',
    fromWebsite: 'from your website',
    columns: {
      date: 'Date',
      transactionNo: 'Transaction no',
      type: 'Type',
      description: 'Description',
      reference: 'Reference',
      gross: 'Gross',
      fee: 'Fee',
      net: 'Net',
      balance: 'Balance',
    },
    dateManila: 'Date (Manila)',
    opening: 'Opening balance',
    closing: 'Closing balance',
    title: 'PIXEL statement',
    documentTitle: 'PIXEL statement {{from}} to {{to}}',
    range: '{{from}} to {{to}}, both days included. Amounts in Philippine pesos (₱).',
  },
  payments: {
    /** Confirm payment's line under the amount (GET /v1/payments/fee-preview). */
    creatorReceives: '{{name}} receives {{amount}}',
    /** The card of Gift Sent and of a paid membership (GET /v1/payments/:reference), once it is paid. */
    thanks: {
      title: 'Thank you!',
      gift: 'Thank you for supporting {{name}}! Your gift means a lot.',
      joined: 'Welcome! You are now a member of {{name}}.',
      upgraded: 'Thank you! You are now a {{tier}} member of {{name}}.',
      renewed: 'Thank you! Your membership of {{name}} is renewed.',
      giftItem: 'Thank you! Your gift is paid: on its day, its recipient gets a link to claim it.',
      product: 'Thank you! Your purchase is paid: find its files in your library.',
      commission:
        'Thank you! Your request is paid: {{name}} has {{days}} days to accept it, or you get it back.',
      commissionBalance: 'Thank you! The balance is paid: {{name}} delivers your commission next.',
    },
    /** The same card while the payment provider has not confirmed the payment yet. */
    confirming: {
      title: 'Confirming your payment',
      text: 'We are waiting for the payment provider to confirm your payment.',
    },
    /** The return page of a payment given back to its payer instead of sent (decision 0066). */
    returned: {
      title: 'Your payment is being returned',
      others:
        'The amount paid ({{paid}}) was not the {{amount}} you chose, so nothing was sent to {{name}}. ' +
        'All of it is on its way back to you, the way you paid. You can send it again from their page.',
      duplicate:
        'You had already paid for this, so nothing more was sent to {{name}}. ' +
        'This payment ({{paid}}) is on its way back to you, the way you paid.',
    },
  },
  /**
   * The names the server gives a supporter who shows none (contract `standInNames`), stored in English with
   * the facts they name and read in the reader's language.
   */
  names: {
    anonymous: 'Anonymous',
    visitor: 'A supporter',
    formerMember: 'Former member',
  },
  /** Notifications (decision 0111): the bell, their mails, the daily digest and the push messages. */
  overlay: {
    // the creator's test alert: shown on the overlay and, with spoken alerts on, read aloud
    testAlert: 'This is a test alert. Your overlay works!',
  },
  notifications: {
    someone: 'Someone',
    theCreator: 'The creator',
    inAWeek: 'in a week',
    tomorrow: 'tomorrow',
    kinds: {
      gift_received: { title: 'New gift', body: '{{supporter}} sent you a gift of {{amount}}.' },
      member_joined: { title: 'New member', body: '{{supporter}} joined your {{tier}} tier.' },
      membership_renewed: {
        title: 'Membership renewed',
        body: '{{supporter}} renewed their membership ({{amount}}).',
      },
      membership_upgraded: {
        title: 'Membership upgraded',
        body: '{{supporter}} moved up to your {{tier}} tier ({{amount}}).',
      },
      new_follower: { title: 'New follower', body: '{{actor}} followed you.' },
      purchase_made: { title: 'New purchase', body: '{{buyer}} bought your post for {{amount}}.' },
      product_sold: {
        title: 'New sale in your shop',
        body: '{{buyer}} bought from your shop for {{amount}}.',
      },
      gift_replied: { title: '{{actor}} replied to your gift', body: '{{reply}}' },
      payout_sent: {
        title: 'Payout sent',
        body: 'Your payout of {{amount}} to {{bank}} was sent ({{reference}}).',
      },
      payout_failed: {
        title: 'Payout failed',
        body: 'Your payout of {{amount}} ({{reference}}) failed. The money is back in your balance.',
      },
      payout_held: {
        title: 'Payout on hold',
        body: 'Your payout of {{amount}} ({{reference}}) is on hold for a review.',
      },
      refund_requested: {
        title: 'Refund request',
        body: '{{actor}} asks for a refund of {{amount}} ({{reference}}).',
      },
      refund_approved: {
        title: 'Refund approved',
        body: '{{by}} approved your request for a refund of {{amount}} ({{reference}}).',
      },
      refund_declined: {
        title: 'Refund declined',
        body: '{{by}} declined your request for a refund of {{amount}} ({{reference}}).',
      },
      membership_ending: {
        title: 'Membership ending',
        body: 'Your {{tier}} membership of {{creator}} ends {{when}}.',
      },
      // commissions (decision 0165): one kind, told in the words of its step
      commission_requested: {
        title: 'New commission request',
        body: '{{supporter}} requested "{{title}}" for {{amount}}. Answer within 7 days.',
      },
      commission_accepted: {
        title: 'Commission accepted',
        body: '{{creator}} accepted your commission "{{title}}".',
      },
      commission_in_progress: {
        title: 'Commission in progress',
        body: '{{creator}} started work on your commission "{{title}}".',
      },
      commission_balance_asked: {
        title: 'Balance due',
        body: '{{creator}} asks for the {{amount}} balance of your commission "{{title}}".',
      },
      commission_balance_paid: {
        title: 'Balance paid',
        body: '{{supporter}} paid the {{amount}} balance of "{{title}}". Deliver it when it is ready.',
      },
      commission_delivered: {
        title: 'Commission delivered',
        body: '{{creator}} delivered your commission "{{title}}". Download its files.',
      },
      commission_declined: {
        title: 'Commission declined',
        body: '{{creator}} declined your commission "{{title}}". Your {{amount}} is refunded.',
      },
      commission_expired: {
        title: 'Commission refunded',
        body: '{{creator}} did not answer your commission "{{title}}" in 7 days. Your {{amount}} is refunded.',
      },
      leak_report_answered: {
        title: 'Your leak report was answered',
        body: 'PIXEL’s staff looked into the copy of your photo you reported, acted on it and closed the report.',
      },
      new_post: {
        title: {
          snap: '{{actor}} posted a new Snap',
          slide: '{{actor}} posted a new Snap Slide',
          bloc: '{{actor}} posted on their Bloc',
        },
        body: {
          free: 'Take a look.',
          paid: 'A new paid post is up. Open it to see the preview.',
          members: 'A new post for members. Open it to see whether your membership opens it.',
          supporters: 'A new post for those who supported {{actor}}.',
        },
      },
    },
    mail: {
      subject: '{{title}}: {{body}}',
      text: 'Hi {{name}},\n\n{{body}}\n\nSee it on PIXEL: {{link}}\n\nChoose which mails you get: {{settings}}\n',
      digestSubjectOne: 'Your PIXEL notification of the day',
      digestSubjectMany: 'Your {{count}} PIXEL notifications of the day',
      digestText:
        'Hi {{name}},\n\nHere is what happened on PIXEL:\n\n{{items}}\n\nSee them all: {{link}}\n\nChoose which mails you get: {{settings}}\n',
    },
  },
  transactions: {
    giftFrom: 'Gift from {{name}}',
    giftFromForGoal: 'Gift from {{name}} for "{{goal}}"',
    giftTo: 'Gift to {{name}} on PIXEL',
    giftToForGoal: 'Gift to {{name}} for "{{goal}}" on PIXEL',
    payoutToEPayment: 'Payout to your e-payment account {{number}}',
    payoutTo: 'Payout to {{account}}',
    pixelPayout: 'PIXEL payout {{reference}}',
    purchase: 'Purchase of {{what}} by {{buyer}}',
    repeatPurchase: 'Repeat purchase of {{what}} by {{buyer}}',
    contentBy: '{{what}} by {{creator}} on PIXEL',
    refund: 'Refund of {{reference}}',
    refundRefused: 'Refund of {{reference}} refused by the provider',
    refunded: '{{description}} (refunded)',
    owedRecovery: 'Earnings that covered a refund',
    release: 'Mobile app earnings released for {{month}}',
    referralSale: 'Referral reward: a sale by {{name}}',
    referralGift: 'Referral reward: a gift to {{name}}',
    membershipFrom: 'Membership from {{name}}: {{tier}}, {{period}}',
    membershipUpgradeFrom: 'Membership upgrade from {{name}} to {{tier}}',
    membershipOf: '{{tier}} membership of {{creator}} on PIXEL, {{period}}',
    membershipRenewed: '{{tier}} membership of {{creator}} on PIXEL, renewed',
    membershipUpgrade: 'Upgrade to {{tier}} membership of {{creator}} on PIXEL',
    periodOne: '1 month',
    periodMany: '{{count}} months',
    snap: 'Snap',
    snapSlide: 'Snap Slide',
    // commissions (decision 0165)
    commissionFrom: 'Commission from {{name}}: {{title}}',
    commissionBalanceFrom: 'Commission balance from {{name}}: {{title}}',
    commissionBy: 'Commission: {{title}} by {{creator}} on PIXEL',
    commissionBalanceBy: 'Commission balance: {{title}} by {{creator}} on PIXEL',
  },
  /** The printable standee's PDF (GET /v1/user/standee, decision 0156). */
  standee: {
    documentTitle: '{{name}} on PIXEL: standee',
    call: 'Scan to send a gift',
    callAmount: 'Scan to send a {{amount}} gift',
  },
  /** The button image, the widget's script and the link-in-bio card's first paint (decision 0158). */
  embeds: {
    button: 'Support me on PIXEL',
    dialog: 'Send a gift',
    close: 'Close',
    sendGift: 'Send a gift',
    visitPage: 'Visit my PIXEL page',
  },
} as const;

/** The shape every language's catalogue has: the same keys, each a text. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type ServerCatalogue = Texts<typeof en>;
