/** The parts of Square's objects the adapter reads (fields as Square names them). */
export type SquareMoney = { amount: number; currency: string };

export type SquareSubscription = {
  id: string;
  customer_id?: string;
  plan_variation_id?: string;
  status: 'PENDING' | 'ACTIVE' | 'CANCELED' | 'DEACTIVATED' | 'PAUSED';
  /** YYYY-MM-DD in the subscription's time zone, as are the other dates. */
  start_date?: string;
  charged_through_date?: string;
  paid_until_date?: string;
  canceled_date?: string;
  card_id?: string;
  created_at?: string;
  actions?: { id: string; type: string; effective_date?: string }[];
};

export type SquareInvoice = {
  id: string;
  invoice_number?: string;
  status?: string;
  subscription_id?: string;
  order_id?: string;
  primary_recipient?: { customer_id?: string };
  payment_requests?: { computed_amount_money?: SquareMoney; total_completed_amount_money?: SquareMoney }[];
  created_at?: string;
};

export type SquarePayment = {
  id: string;
  status: 'APPROVED' | 'PENDING' | 'COMPLETED' | 'CANCELED' | 'FAILED';
  order_id?: string;
  customer_id?: string;
  amount_money?: SquareMoney;
  /** The amount with tip and fees: what the buyer paid. */
  total_money?: SquareMoney;
  receipt_number?: string;
  created_at?: string;
  card_details?: { status?: string; card?: { card_brand?: string; last_4?: string } };
};

/** A webhook notification as Square posts it. */
export type SquareNotification = {
  merchant_id?: string;
  type: string;
  event_id: string;
  created_at: string;
  data?: { type?: string; id?: string; object?: { subscription?: SquareSubscription; invoice?: SquareInvoice; payment?: SquarePayment } };
};

/** A payment link of ours, as remembered when it was made. */
export type SquareLinkRow = {
  payment_link_id: string;
  order_id: string;
  checkout_ref: string;
  customer_ref: string;
  price_id: string;
  square_customer_id: string | null;
  first_invoice_id: string | null;
};
/** A plan variation of ours: which catalog price it sells, with which trial. */
export type SquareVariationRow = { price_id: string; trial_days: number; interval: 'monthly' | 'annual' | 'once' };
