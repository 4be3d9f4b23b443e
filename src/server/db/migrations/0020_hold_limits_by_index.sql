-- The hold check reads a visitor's orders through their indexes, whatever the planner last saw of the tables
-- (docs/decisions/163). As one statement prepared per connection, its plan was made once, early: on a new
-- shop's empty orders the planner rightly chose to read orders and order_items whole, and kept that plan while
-- a rush filled them, until the next analysis (autovacuum's, or decision 093's job, each up to a minute away).
-- Under 50 connections of orders, each order then read every order and line placed before it: 2,846 reads of
-- each table whole for 2,830 orders. In a function that turns sequential scans off, the plan is the indexes'
-- (e-mail, phone, address; the lines by order) at any size: a visitor's few orders, never the shop's.
CREATE FUNCTION hold_limits(p_email text, p_phone text, p_client_key text, p_ids integer[])
RETURNS TABLE (product_id integer, contact_held integer, address_held integer, wait_s integer, held_bags integer,
  bought_bags integer)
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
BEGIN
  RETURN QUERY
    WITH mine AS (
      SELECT o.id, o.expires_at,
        o.status = 'pending' AND NOT o.stock_released AS held,
        (o.customer_email = p_email OR right(o.customer_phone, 10) = p_phone) AS by_contact,
        coalesce(o.client_key = p_client_key, false) AS by_address
      FROM orders o
      WHERE (o.customer_email = p_email OR right(o.customer_phone, 10) = p_phone OR o.client_key = p_client_key)
        AND o.status <> 'cancelled' AND (o.status <> 'pending' OR NOT o.stock_released)
    )
    SELECT NULL::integer,
      (count(*) FILTER (WHERE m.held AND m.by_contact))::integer,
      (count(*) FILTER (WHERE m.held AND m.by_address))::integer,
      ceil(extract(epoch FROM min(m.expires_at) FILTER (WHERE m.held) - now()))::integer,
      0, 0
    FROM mine m
    UNION ALL
    SELECT i.product_id, 0, 0, NULL::integer,
      (coalesce(sum(i.quantity) FILTER (WHERE m.held), 0))::integer,
      (coalesce(sum(i.quantity) FILTER (WHERE m.by_contact), 0))::integer
    FROM mine m JOIN order_items i ON i.order_id = m.id
    WHERE i.product_id = ANY (p_ids)
    GROUP BY i.product_id;
END
$$;
