/*
 * Bean & Bhūmi sandbox checkout (test mode, no real money): the stand-in for Razorpay's checkout.js.
 * `new SandboxCheckout(options)` takes Razorpay's options and events (handler, modal.ondismiss,
 * on("payment.failed")); its window offers UPI, card and net banking, opens on prefill.method, and
 * its pay step asks our server to play the bank: the server creates the payment, signs it like
 * Razorpay and marks the order paid before the page hears of it. Plain JS, no inline scripts or
 * handlers (the page CSP allows neither); styles live in one injected <style> element.
 */
(function () {
  "use strict";
  var UPI_APPS = ["Google Pay", "PhonePe", "Paytm", "BHIM UPI"];
  var BANKS = {
    sbi: "State Bank of India",
    hdfc: "HDFC Bank",
    icici: "ICICI Bank",
    axis: "Axis Bank",
    kotak: "Kotak Mahindra Bank",
    pnb: "Punjab National Bank",
    bob: "Bank of Baroda",
    canara: "Canara Bank",
  };
  var TABS = [
    ["upi", "UPI"],
    ["card", "Card"],
    ["netbanking", "Net banking"],
  ];
  var CSS =
    ".sbx-overlay{position:fixed;inset:0;z-index:1000;background:rgba(28,17,11,.62);display:flex;align-items:center;justify-content:center;padding:12px;font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#2b1a12}" +
    ".sbx-panel{width:100%;max-width:420px;max-height:calc(100dvh - 24px);overflow:auto;background:#fdfaf5;border-radius:18px;box-shadow:0 24px 60px rgba(0,0,0,.35)}" +
    ".sbx-head{position:relative;background:#2b1a12;color:#fdfaf5;padding:18px 20px 20px;border-radius:18px 18px 0 0}" +
    ".sbx-pill{display:inline-block;font-size:11px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;background:#f2c14e;color:#2b1a12;border-radius:999px;padding:2px 10px}" +
    ".sbx-shop{margin:10px 0 0;font:600 19px/1.2 Georgia,serif}.sbx-desc{margin:2px 0 0;font-size:13px;opacity:.8}" +
    ".sbx-amount{margin:12px 0 0;font:700 28px/1 Georgia,serif}" +
    ".sbx-x{position:absolute;top:10px;right:10px;width:40px;height:40px;border:0;border-radius:999px;background:rgba(255,255,255,.12);color:#fdfaf5;font-size:22px;cursor:pointer}" +
    ".sbx-who{margin:0;padding:10px 20px;font-size:13px;color:#6b4a35;border-bottom:1px solid #eadfce;overflow-wrap:anywhere}" +
    ".sbx-tabs{display:flex;gap:6px;padding:14px 20px 0}" +
    ".sbx-tab{flex:1;min-height:44px;padding:0 4px;white-space:nowrap;border:1px solid #d9c7ac;background:#fff;border-radius:10px;font:600 14px system-ui,sans-serif;color:#2b1a12;cursor:pointer}" +
    "@media (max-width:400px){.sbx-tab{font-size:13px}}" +
    ".sbx-tab[aria-selected=true]{background:#2b1a12;border-color:#2b1a12;color:#fdfaf5}" +
    ".sbx-body{padding:16px 20px 4px}.sbx-body fieldset{border:0;margin:0;padding:0}.sbx-body legend,.sbx-label{display:block;font-weight:600;font-size:13px;margin:0 0 8px}" +
    ".sbx-apps{display:grid;grid-template-columns:1fr 1fr;gap:8px}" +
    ".sbx-app{display:flex;align-items:center;gap:8px;min-height:44px;border:1px solid #d9c7ac;border-radius:10px;padding:6px 10px;background:#fff;cursor:pointer;font-size:14px}" +
    ".sbx-app:has(input:checked){border-color:#2b1a12;box-shadow:0 0 0 1px #2b1a12}" +
    ".sbx-field{display:block;width:100%;box-sizing:border-box;min-height:44px;border:1px solid #d9c7ac;border-radius:10px;padding:8px 12px;background:#fff;font:15px system-ui,sans-serif;color:#2b1a12;margin:0 0 10px}" +
    ".sbx-row{display:flex;gap:10px}.sbx-row>div{flex:1}" +
    ".sbx-note{font-size:12px;color:#6b4a35;margin:6px 0 0}" +
    ".sbx-foot{padding:12px 20px 20px;display:flex;flex-direction:column;gap:8px}" +
    ".sbx-pay{min-height:48px;border:0;border-radius:999px;font:700 16px system-ui,sans-serif;color:#fff;cursor:pointer}" +
    ".sbx-fail{min-height:44px;border:1px dashed #b4532a;background:transparent;border-radius:999px;color:#8a3a1a;font:600 14px system-ui,sans-serif;cursor:pointer}" +
    ".sbx-pay:disabled,.sbx-fail:disabled{opacity:.6;cursor:wait}" +
    ".sbx-done{padding:36px 20px;text-align:center;font-weight:600}.sbx-done b{display:block;margin:0 auto 10px;width:56px;height:56px;border-radius:999px;background:#2f7a4a;color:#fff;font-size:30px;line-height:56px}" +
    ".sbx-overlay :focus-visible{outline:3px solid #f2c14e;outline-offset:2px}";

  function h(tag, attrs, children) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "text") el.textContent = attrs[k];
      else if (attrs[k] !== false && attrs[k] != null) el.setAttribute(k, attrs[k] === true ? "" : attrs[k]);
    });
    (children || []).forEach(function (c) {
      if (c) el.appendChild(c);
    });
    return el;
  }
  function rupees(paise) {
    return new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: paise % 100 ? 2 : 0,
      maximumFractionDigits: 2,
    }).format(paise / 100);
  }

  function SandboxCheckout(options) {
    if (!options || !options.order_id) throw new Error("SandboxCheckout needs options.order_id");
    this.options = options;
    this.listeners = {};
  }
  SandboxCheckout.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
  };
  SandboxCheckout.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (fn) {
      fn(payload);
    });
  };

  SandboxCheckout.prototype.open = function () {
    if (this.root) return;
    var self = this,
      o = this.options,
      prefill = o.prefill || {},
      color = (o.theme && o.theme.color) || "#2b1a12";
    if (!document.getElementById("sbx-style")) document.head.appendChild(h("style", { id: "sbx-style", text: CSS }));
    this.returnFocus = document.activeElement;
    this.method = TABS.some(function (t) {
      return t[0] === prefill.method;
    })
      ? prefill.method
      : "upi";

    var close = h("button", { type: "button", class: "sbx-x", "aria-label": "Close", text: "×" });
    var head = h("div", { class: "sbx-head" }, [
      h("span", { class: "sbx-pill", text: "Test mode" }),
      h("p", { class: "sbx-shop", text: o.name || "Bean & Bhūmi" }),
      o.description ? h("p", { class: "sbx-desc", text: o.description }) : null,
      h("p", { class: "sbx-amount", text: rupees(o.amount) }),
      close,
    ]);
    var who = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(" · ");
    var tablist = h("div", { class: "sbx-tabs", role: "tablist", "aria-label": "Payment method" });
    var body = h("div", { class: "sbx-body", role: "tabpanel", id: "sbx-panel" });
    this.pay = h("button", { type: "button", class: "sbx-pay", text: "Pay " + rupees(o.amount) });
    this.pay.style.background = color;
    this.fail = h("button", { type: "button", class: "sbx-fail", text: "Simulate a failed payment" });
    var foot = h("div", { class: "sbx-foot" }, [
      this.pay,
      this.fail,
      h("p", {
        class: "sbx-note",
        text: "Test mode: no money moves. Pay marks the order paid; the other button plays a declined payment.",
      }),
    ]);
    this.panel = h("div", { class: "sbx-panel" }, [
      head,
      who ? h("p", { class: "sbx-who", text: "Paying as " + who }) : null,
      tablist,
      body,
      foot,
    ]);
    this.root = h("div", { class: "sbx-overlay", role: "dialog", "aria-modal": "true", "aria-label": "Test payment" }, [
      this.panel,
    ]);

    this.tabs = TABS.map(function (t) {
      var tab = h("button", {
        type: "button",
        class: "sbx-tab",
        role: "tab",
        id: "sbx-tab-" + t[0],
        "aria-controls": "sbx-panel",
        text: t[1],
      });
      tab.addEventListener("click", function () {
        self.select(t[0]);
      });
      tablist.appendChild(tab);
      return tab;
    });
    tablist.addEventListener("keydown", function (e) {
      var i = TABS.findIndex(function (t) {
        return t[0] === self.method;
      });
      var step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
      if (!step) return;
      e.preventDefault();
      self.select(TABS[(i + step + TABS.length) % TABS.length][0]);
      self.tabs[
        TABS.findIndex(function (t) {
          return t[0] === self.method;
        })
      ].focus();
    });
    this.body = body;
    close.addEventListener("click", function () {
      self.dismiss();
    });
    this.pay.addEventListener("click", function () {
      self.submit("success");
    });
    this.fail.addEventListener("click", function () {
      self.submit("failure");
    });
    this.onKey = function (e) {
      self.keydown(e);
    };
    document.addEventListener("keydown", this.onKey, true);
    this.overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    document.body.appendChild(this.root);
    this.select(this.method);
    this.tabs[
      TABS.findIndex(function (t) {
        return t[0] === self.method;
      })
    ].focus();
  };

  SandboxCheckout.prototype.select = function (method) {
    var prefill = this.options.prefill || {};
    this.method = method;
    TABS.forEach(function (t, i) {
      this.tabs[i].setAttribute("aria-selected", String(t[0] === method));
      this.tabs[i].tabIndex = t[0] === method ? 0 : -1;
    }, this);
    this.body.setAttribute("aria-labelledby", "sbx-tab-" + method);
    this.body.textContent = "";
    if (method === "upi") {
      var apps = h("div", { class: "sbx-apps" });
      UPI_APPS.forEach(function (app, i) {
        var checked = prefill.upiApp ? prefill.upiApp === app : i === 0;
        apps.appendChild(
          h("label", { class: "sbx-app" }, [
            h("input", { type: "radio", name: "sbx-upi", value: app, checked: checked }),
            document.createTextNode(app),
          ]),
        );
      });
      this.body.appendChild(h("fieldset", {}, [h("legend", { text: "Pay with a UPI app" }), apps]));
    } else if (method === "card") {
      var field = function (label, value, attrs) {
        return h("div", {}, [
          h("label", { class: "sbx-label", text: label }, []),
          h(
            "input",
            Object.assign({ class: "sbx-field", value: value, "aria-label": label, autocomplete: "off" }, attrs || {}),
          ),
        ]);
      };
      this.body.appendChild(field("Card number", "4111 1111 1111 1111", { inputmode: "numeric" }));
      this.body.appendChild(
        h("div", { class: "sbx-row" }, [
          field("Expiry (MM/YY)", "12/30"),
          field("CVV", "123", { inputmode: "numeric" }),
        ]),
      );
      this.body.appendChild(field("Name on card", prefill.name || ""));
      this.body.appendChild(
        h("p", {
          class: "sbx-note",
          text: "A test card: nothing is charged and nothing you type here leaves this window.",
        }),
      );
    } else {
      var select = h("select", { class: "sbx-field", id: "sbx-bank" });
      Object.keys(BANKS).forEach(function (code) {
        select.appendChild(h("option", { value: code, text: BANKS[code], selected: prefill.bank === code }));
      });
      this.body.appendChild(h("label", { class: "sbx-label", for: "sbx-bank", text: "Bank" }));
      this.body.appendChild(select);
    }
  };

  SandboxCheckout.prototype.details = function () {
    var upi = this.body.querySelector("input[name=sbx-upi]:checked");
    var bank = this.body.querySelector("#sbx-bank");
    return { method: this.method, upiApp: upi ? upi.value : undefined, bank: bank ? bank.value : undefined };
  };

  SandboxCheckout.prototype.submit = function (outcome) {
    var self = this,
      o = this.options,
      d = this.details();
    this.pay.disabled = this.fail.disabled = true;
    if (outcome === "success") this.pay.textContent = "Processing…";
    fetch("/api/sandbox/pay", {
      method: "POST",
      credentials: "same-origin",
      // The page hands its window the order's token: only the order's own browser may play its bank.
      headers: o.order_token
        ? { "Content-Type": "application/json", "X-Order-Token": o.order_token }
        : { "Content-Type": "application/json" },
      body: JSON.stringify({
        providerOrderId: o.order_id,
        outcome: outcome,
        method: d.method,
        upiApp: d.upiApp,
        bank: d.bank,
      }),
    })
      .then(function (res) {
        return res
          .json()
          .catch(function () {
            return {};
          })
          .then(function (json) {
            return { ok: res.ok, json: json };
          });
      })
      .then(function (r) {
        if (r.ok && r.json.status === "paid") return self.succeed(r.json.response);
        var error = r.json.error || {
          code: "BAD_REQUEST_ERROR",
          description: r.json.message || "Payment could not be completed",
          source: "customer",
          step: "payment_initiation",
          reason: "payment_error",
          metadata: { order_id: o.order_id, payment_id: null },
        };
        self.teardown();
        self.emit("payment.failed", { error: error });
      })
      .catch(function () {
        self.teardown();
        self.emit("payment.failed", {
          error: {
            code: "NETWORK_ERROR",
            description: "Could not reach the payment server",
            source: "customer",
            step: "payment_initiation",
            reason: "network_error",
            metadata: { order_id: o.order_id, payment_id: null },
          },
        });
      });
  };

  SandboxCheckout.prototype.succeed = function (response) {
    var self = this;
    this.panel.textContent = "";
    this.panel.appendChild(
      h("div", { class: "sbx-done", role: "status" }, [
        h("b", { "aria-hidden": "true", text: "✓" }),
        document.createTextNode("Payment successful"),
      ]),
    );
    setTimeout(function () {
      self.teardown();
      if (typeof self.options.handler === "function") self.options.handler(response);
    }, 600);
  };

  SandboxCheckout.prototype.dismiss = function () {
    if (!this.root || this.pay.disabled) return;
    this.teardown();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === "function") modal.ondismiss();
  };

  SandboxCheckout.prototype.keydown = function (e) {
    if (e.key === "Escape") {
      e.preventDefault();
      this.dismiss();
    } else if (e.key === "Tab") {
      var items = Array.prototype.filter.call(this.root.querySelectorAll("button,input,select"), function (el) {
        return !el.disabled && el.tabIndex !== -1;
      });
      var first = items[0],
        last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      } else if (!this.root.contains(document.activeElement)) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  SandboxCheckout.prototype.teardown = function () {
    if (!this.root) return;
    document.removeEventListener("keydown", this.onKey, true);
    this.root.remove();
    this.root = null;
    document.documentElement.style.overflow = this.overflow;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  SandboxCheckout.prototype.close = SandboxCheckout.prototype.teardown;
  window.SandboxCheckout = SandboxCheckout;
})();
