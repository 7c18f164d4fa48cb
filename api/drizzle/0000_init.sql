CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"street" text,
	"suburb" text,
	"state" text,
	"post_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"theme" jsonb NOT NULL,
	"flags" jsonb NOT NULL,
	"enabled_remotes" text[] DEFAULT '{}' NOT NULL,
	"logo_png" text,
	"avatar_png" text,
	"social_link" text,
	"facebook_url" text,
	"class_booking_max_days_view" integer DEFAULT 7 NOT NULL,
	"max_suspension_days" integer DEFAULT 90 NOT NULL,
	"cancellation_cutoff_hours" integer DEFAULT 2 NOT NULL,
	"makeup_credit_valid_days" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "clubs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "member_kids" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_kids_gender_check" CHECK ("gender" in ('M', 'F', 'O'))
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"email" text,
	"mobile" text,
	"home_phone" text,
	"work_phone" text,
	"street" text,
	"suburb" text,
	"state" text,
	"post_code" text,
	"emergency_contact_name" text,
	"emergency_contact_no" text,
	"employer" text,
	"occupation" text,
	"avatar_png" text,
	"status" text DEFAULT 'active' NOT NULL,
	"barcode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_member_number_unique" UNIQUE("member_number"),
	CONSTRAINT "members_barcode_unique" UNIQUE("barcode"),
	CONSTRAINT "members_gender_check" CHECK ("gender" in ('M', 'F', 'O')),
	CONSTRAINT "members_status_check" CHECK ("status" in ('active', 'inactive', 'suspended', 'prospect'))
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"email" text,
	"mobile" text,
	"street" text,
	"suburb" text,
	"state" text,
	"post_code" text,
	"source" text,
	"how_did_you_hear" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospects_gender_check" CHECK ("gender" in ('M', 'F', 'O'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" integer NOT NULL,
	"role" text DEFAULT 'USER' NOT NULL,
	"member_id" integer,
	"guardian_id" integer,
	"prospect_id" integer,
	"is_reset_password" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "users_role_check" CHECK ("role" in ('ADMIN', 'USER', 'GUEST'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer,
	"channel" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text,
	"body_text" text NOT NULL,
	"body_html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_channel_check" CHECK ("channel" in ('email', 'sms')),
	CONSTRAINT "outbox_status_check" CHECK ("status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_number" text NOT NULL,
	"family_name" text NOT NULL,
	"person_name" text NOT NULL,
	"person_contact_number" text,
	"email" text,
	"street" text,
	"sub_urb" text,
	"state" text,
	"postal_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_member_number_unique" UNIQUE("member_number")
);
--> statement-breakpoint
CREATE TABLE "makeup_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"cancelled_booking_id" integer NOT NULL,
	"class_level_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_booking_id" integer,
	CONSTRAINT "makeup_credits_cancelled_booking_id_unique" UNIQUE("cancelled_booking_id"),
	CONSTRAINT "makeup_credits_used_booking_id_unique" UNIQUE("used_booking_id")
);
--> statement-breakpoint
CREATE TABLE "pos_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"student_id" integer,
	"member_id" integer,
	"amount_cents" integer NOT NULL,
	"outstanding_cents" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "pos_transactions_outstanding_check" CHECK (outstanding_cents >= 0 and outstanding_cents <= amount_cents)
);
--> statement-breakpoint
CREATE TABLE "student_swim_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"status" text DEFAULT 'Booked' NOT NULL,
	"is_makeup" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"reason_id" integer,
	CONSTRAINT "student_swim_bookings_status_check" CHECK ("status" in ('Booked', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"guardian_id" integer NOT NULL,
	"student_number" text NOT NULL,
	"name" text NOT NULL,
	"birthday" date,
	"gender" text,
	"email" text,
	"mobile" text,
	"skills" text,
	"is_direct_debit" boolean DEFAULT false NOT NULL,
	"level_id" integer,
	"payment_method_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_student_number_unique" UNIQUE("student_number"),
	CONSTRAINT "students_gender_check" CHECK ("gender" in ('M', 'F', 'O'))
);
--> statement-breakpoint
CREATE TABLE "swim_cancel_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"reason_text" text NOT NULL,
	"earns_makeup" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swim_class_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"total_booked" integer DEFAULT 0 NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "swim_class_schedules_capacity_check" CHECK (total_booked >= 0 and total_booked <= capacity)
);
--> statement-breakpoint
CREATE TABLE "swim_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"name" text NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" time NOT NULL,
	"duration_min" integer NOT NULL,
	"instructor" text,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swim_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swim_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer,
	"token" text NOT NULL,
	"token_reference" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"name_on_card" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"status_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"student_id" integer,
	"kind" text NOT NULL,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"card_expiry_month" integer,
	"card_expiry_year" integer,
	"name_on_card" text,
	"account_name" text,
	"account_number" text,
	"account_number_last3" text,
	"bsb" text,
	"is_default" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_kind_check" CHECK ("kind" in ('card', 'direct_debit')),
	CONSTRAINT "payment_methods_owner_check" CHECK (member_id is not null or student_id is not null)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_id" integer,
	"student_id" integer,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"status" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"decline_reason" text,
	"purpose" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("status" in ('approved', 'declined', 'failed')),
	CONSTRAINT "payments_amount_check" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"addon_id" integer NOT NULL,
	"remaining_visit" integer,
	"expiry_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"remaining" integer,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "member_subscriptions_remaining_check" CHECK (remaining is null or remaining >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"description" text NOT NULL,
	"total_cost_cents" integer NOT NULL,
	"minimum_period_label" text,
	"visits" integer,
	"valid_days" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_type_addons" (
	"membership_type_id" integer NOT NULL,
	"addon_id" integer NOT NULL,
	CONSTRAINT "membership_type_addons_membership_type_id_addon_id_pk" PRIMARY KEY("membership_type_id","addon_id")
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"description" text NOT NULL,
	"short_description" text,
	"full_description" text,
	"minimum_period" integer DEFAULT 0 NOT NULL,
	"minimum_period_label" text,
	"joining_fee_cents" integer DEFAULT 0 NOT NULL,
	"access_card_fee_cents" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"is_direct_debit" boolean NOT NULL,
	"payment_frequency" text,
	"number_of_payments" integer,
	"duration_days" integer,
	"no_of_days_allow_membership_start_date" integer DEFAULT 30 NOT NULL,
	"no_of_days_allow_payment_start_date" integer DEFAULT 14 NOT NULL,
	"online_signup_tag" text,
	"photo" text,
	"pdf_template" text,
	"is_session_type" boolean DEFAULT false NOT NULL,
	"session_count" integer,
	"is_web_purchasable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	"contract_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	"payment_start_date" date,
	"expiry_date" date,
	"next_payment_date" date,
	"next_payment_amount_cents" integer,
	"sessions_remaining" integer,
	"promo_code_id" integer,
	"pdf_file_name" text,
	"signature_png" text,
	"guarantor_signature_png" text,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_contract_type_check" CHECK ("contract_type" in ('Paid in Full', 'Direct Debit')),
	CONSTRAINT "memberships_status_check" CHECK ("status" in ('active', 'suspended', 'ended', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"subscription_type" integer NOT NULL,
	"type_name" text NOT NULL,
	"contract_type" integer NOT NULL,
	"total_cost_cents" integer NOT NULL,
	"number_of_session" integer,
	"online_body_description" text,
	"online_footer_description" text,
	"is_unlimited" boolean DEFAULT false NOT NULL,
	"is_web_purchasable" boolean DEFAULT true NOT NULL,
	"valid_days" integer,
	"membership_type_id" integer,
	CONSTRAINT "subscriptions_type_check" CHECK (subscription_type in (1, 2, 4)),
	CONSTRAINT "subscriptions_contract_check" CHECK (contract_type in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "suspension_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"reason_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"reason_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "suspensions_dates_check" CHECK (to_date >= from_date)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"applies_to" text DEFAULT 'any' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK ("kind" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_applies_to_check" CHECK ("applies_to" in ('membership', 'joining_fee', 'any'))
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"member_id" integer,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_spend_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"single_use_per_member" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vouchers_kind_check" CHECK ("kind" in ('percent', 'fixed')),
	CONSTRAINT "vouchers_value_check" CHECK (value > 0)
);
--> statement-breakpoint
CREATE TABLE "class_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"status" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "class_bookings_status_check" CHECK ("status" in ('Booked', 'Waiting', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "class_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"total_booked" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"on_demand" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "class_schedules_capacity_check" CHECK (total_booked >= 0 and total_booked <= capacity)
);
--> statement-breakpoint
CREATE TABLE "class_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"instructor" text,
	"duration_min" integer NOT NULL,
	"capacity" integer NOT NULL,
	"image_url" text,
	"special_instructions" text,
	"online_class_url" text,
	"location" text
);
--> statement-breakpoint
CREATE TABLE "pt_booking_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pt_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"booking_type_id" integer,
	"member_subscription_id" integer,
	"status" text DEFAULT 'Booked' NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "pt_bookings_status_check" CHECK ("status" in ('Booked', 'Cancelled')),
	CONSTRAINT "pt_bookings_range_check" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
CREATE TABLE "pt_durations" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_type_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_working_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "trainer_working_hours_weekday_check" CHECK (weekday between 0 and 6),
	CONSTRAINT "trainer_working_hours_range_check" CHECK (end_time > start_time)
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"require_subscription" boolean DEFAULT false NOT NULL,
	"photo" text,
	"bio" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creche_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kid_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "creche_bookings_status_check" CHECK ("status" in ('Booked', 'Waiting', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "creche_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"total_booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "creche_sessions_capacity_check" CHECK (total_booked >= 0 and total_booked <= capacity)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"voucher_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_user_id_unique" UNIQUE("owner_user_id")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"gst_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"voucher_code" text,
	"payment_id" integer,
	"status" text DEFAULT 'paid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"price_cents" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_stock_check" CHECK (stock >= 0),
	CONSTRAINT "products_price_check" CHECK (price_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "casual_visit_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casual_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"mobile" text,
	"date_of_birth" date,
	"reason_id" integer,
	"visit_date" date NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"class_schedule_id" integer,
	CONSTRAINT "check_ins_method_check" CHECK ("method" in ('barcode', 'name'))
);
--> statement-breakpoint
CREATE TABLE "how_did_you_hear_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"prospect_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"mobile" text,
	"how_did_you_hear_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_id" integer,
	"kind" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"mobile" text,
	"from_date" date,
	"to_date" date,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_requests_kind_check" CHECK ("kind" in ('suspension', 'cancellation'))
);
--> statement-breakpoint
CREATE TABLE "mobile_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer,
	"reference" text NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "mobile_verifications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"author_user_id" integer,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "posts_title_check" CHECK (length(title) > 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"referrer_member_id" integer,
	"referrer_name" text,
	"friend_first_name" text NOT NULL,
	"friend_last_name" text NOT NULL,
	"friend_email" text,
	"friend_mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"membership_type_id" integer,
	"member_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pdf_file_name" text,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"mobile" text,
	"notes" text,
	"status" text DEFAULT 'Booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_bookings_kind_check" CHECK ("kind" in ('tour', 'trial'))
);
--> statement-breakpoint
CREATE TABLE "waivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"date_of_birth" date,
	"answers" jsonb,
	"signature_png" text,
	"guarantor_name" text,
	"guarantor_signature_png" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_kids" ADD CONSTRAINT "member_kids_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_cancelled_booking_id_student_swim_bookings_id_fk" FOREIGN KEY ("cancelled_booking_id") REFERENCES "public"."student_swim_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_class_level_id_swim_levels_id_fk" FOREIGN KEY ("class_level_id") REFERENCES "public"."swim_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_used_booking_id_student_swim_bookings_id_fk" FOREIGN KEY ("used_booking_id") REFERENCES "public"."student_swim_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_swim_bookings" ADD CONSTRAINT "student_swim_bookings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_swim_bookings" ADD CONSTRAINT "student_swim_bookings_schedule_id_swim_class_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."swim_class_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_swim_bookings" ADD CONSTRAINT "student_swim_bookings_reason_id_swim_cancel_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."swim_cancel_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_level_id_swim_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."swim_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swim_cancel_reasons" ADD CONSTRAINT "swim_cancel_reasons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swim_class_schedules" ADD CONSTRAINT "swim_class_schedules_class_id_swim_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."swim_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swim_classes" ADD CONSTRAINT "swim_classes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swim_classes" ADD CONSTRAINT "swim_classes_level_id_swim_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."swim_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swim_holidays" ADD CONSTRAINT "swim_holidays_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swim_levels" ADD CONSTRAINT "swim_levels_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addons" ADD CONSTRAINT "member_addons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addons" ADD CONSTRAINT "member_addons_addon_id_membership_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."membership_addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_addons" ADD CONSTRAINT "membership_addons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_addons" ADD CONSTRAINT "membership_type_addons_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_addons" ADD CONSTRAINT "membership_type_addons_addon_id_membership_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."membership_addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_reasons" ADD CONSTRAINT "suspension_reasons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_reason_id_suspension_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."suspension_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_schedule_id_class_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."class_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_types" ADD CONSTRAINT "class_types_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_booking_types" ADD CONSTRAINT "pt_booking_types_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_bookings" ADD CONSTRAINT "pt_bookings_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_bookings" ADD CONSTRAINT "pt_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_bookings" ADD CONSTRAINT "pt_bookings_booking_type_id_pt_booking_types_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."pt_booking_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_bookings" ADD CONSTRAINT "pt_bookings_member_subscription_id_member_subscriptions_id_fk" FOREIGN KEY ("member_subscription_id") REFERENCES "public"."member_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_durations" ADD CONSTRAINT "pt_durations_booking_type_id_pt_booking_types_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."pt_booking_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_working_hours" ADD CONSTRAINT "trainer_working_hours_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creche_bookings" ADD CONSTRAINT "creche_bookings_session_id_creche_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."creche_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creche_bookings" ADD CONSTRAINT "creche_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creche_bookings" ADD CONSTRAINT "creche_bookings_kid_id_member_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."member_kids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creche_sessions" ADD CONSTRAINT "creche_sessions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casual_visit_reasons" ADD CONSTRAINT "casual_visit_reasons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casual_visits" ADD CONSTRAINT "casual_visits_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casual_visits" ADD CONSTRAINT "casual_visits_reason_id_casual_visit_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."casual_visit_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_class_schedule_id_class_schedules_id_fk" FOREIGN KEY ("class_schedule_id") REFERENCES "public"."class_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "how_did_you_hear_options" ADD CONSTRAINT "how_did_you_hear_options_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_how_did_you_hear_id_how_did_you_hear_options_id_fk" FOREIGN KEY ("how_did_you_hear_id") REFERENCES "public"."how_did_you_hear_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_requests" ADD CONSTRAINT "member_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_requests" ADD CONSTRAINT "member_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_verifications" ADD CONSTRAINT "mobile_verifications_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_member_id_members_id_fk" FOREIGN KEY ("referrer_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_sessions" ADD CONSTRAINT "signup_sessions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_sessions" ADD CONSTRAINT "signup_sessions_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_sessions" ADD CONSTRAINT "signup_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waivers" ADD CONSTRAINT "waivers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waivers" ADD CONSTRAINT "waivers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_kids_member_idx" ON "member_kids" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_club_idx" ON "members" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "members_club_name_idx" ON "members" USING btree ("club_id",lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "prospects_club_idx" ON "prospects" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_club_email_uq" ON "users" USING btree ("club_id",lower("email"));--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "makeup_credits_student_idx" ON "makeup_credits" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "pos_transactions_student_idx" ON "pos_transactions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "pos_transactions_member_idx" ON "pos_transactions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_swim_bookings_student_schedule_uq" ON "student_swim_bookings" USING btree ("student_id","schedule_id");--> statement-breakpoint
CREATE INDEX "student_swim_bookings_schedule_idx" ON "student_swim_bookings" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "students_guardian_idx" ON "students" USING btree ("guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "swim_class_schedules_class_date_uq" ON "swim_class_schedules" USING btree ("class_id","date");--> statement-breakpoint
CREATE INDEX "swim_class_schedules_starts_idx" ON "swim_class_schedules" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swim_holidays_club_date_uq" ON "swim_holidays" USING btree ("club_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "swim_levels_club_name_uq" ON "swim_levels" USING btree ("club_id","name");--> statement-breakpoint
CREATE INDEX "payment_methods_member_idx" ON "payment_methods" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "payment_methods_student_idx" ON "payment_methods" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_club_idempotency_uq" ON "payments" USING btree ("club_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_addons_member_idx" ON "member_addons" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_subscriptions_member_idx" ON "member_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "membership_types_club_idx" ON "membership_types" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "memberships_member_idx" ON "memberships" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "suspensions_membership_idx" ON "suspensions" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_club_code_uq" ON "promo_codes" USING btree ("club_id",upper("code"));--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_user_idx" ON "voucher_redemptions" USING btree ("voucher_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_club_code_uq" ON "vouchers" USING btree ("club_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "class_bookings_member_schedule_active_uq" ON "class_bookings" USING btree ("member_id","schedule_id") WHERE status <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "class_bookings_schedule_status_idx" ON "class_bookings" USING btree ("schedule_id","status");--> statement-breakpoint
CREATE INDEX "class_bookings_member_idx" ON "class_bookings" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "class_schedules_club_starts_idx" ON "class_schedules" USING btree ("club_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_schedules_class_starts_uq" ON "class_schedules" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pt_bookings_trainer_start_active_uq" ON "pt_bookings" USING btree ("trainer_id","starts_at") WHERE status = 'Booked';--> statement-breakpoint
CREATE INDEX "pt_bookings_member_idx" ON "pt_bookings" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "trainer_working_hours_trainer_idx" ON "trainer_working_hours" USING btree ("trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creche_bookings_session_kid_active_uq" ON "creche_bookings" USING btree ("session_id","kid_id") WHERE status <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "creche_bookings_member_idx" ON "creche_bookings" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "creche_sessions_club_starts_idx" ON "creche_sessions" USING btree ("club_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_product_uq" ON "cart_items" USING btree ("cart_id","product_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_club_category_idx" ON "products" USING btree ("club_id","category_id");--> statement-breakpoint
CREATE INDEX "check_ins_member_at_idx" ON "check_ins" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "inquiries_club_idx" ON "inquiries" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "posts_club_created_idx" ON "posts" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_bookings_club_starts_idx" ON "visit_bookings" USING btree ("club_id","starts_at");