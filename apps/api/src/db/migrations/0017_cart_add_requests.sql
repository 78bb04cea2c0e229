CREATE TABLE "cart_add_requests" (
	"customer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"cart_item_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_add_requests_customer_id_idempotency_key_pk" PRIMARY KEY("customer_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "cart_add_requests" ADD CONSTRAINT "cart_add_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_add_requests_created_idx" ON "cart_add_requests" USING btree ("created_at");