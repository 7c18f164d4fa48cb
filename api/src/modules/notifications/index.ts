// The notifications module: its routes plugin and what other modules may call.
export { type BookingNotice, noticeBooking, noticeBookings } from './booking-notices';
export { type ClubMessage, noticeClubMessages } from './club-messages';
export { ensureDailySweeps } from './daily-sweep';
export { type ClubZone, dailyClubJob, type JobContext, registerJobHandler, requeueFailedJobs, scheduleJob, scheduleJobs, startJobRunner } from './jobs';
export { type MembershipNotice, noticeMembership } from './membership-notices';
export { type DebitFailedNotice, noticeDebitFailed, noticeDebitsFailed, noticePaymentFailed, noticePaymentReceipt, noticePaymentReceipts } from './payment-notices';
export { sessionRecipient } from './recipient';
export { type CancelledLesson, noticeLessonsCancelled } from './swim-notices';
export { notificationRoutes } from './routes';
export { unreadCount } from './service';
