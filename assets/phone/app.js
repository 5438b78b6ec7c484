/*
 * Drachenspiele on a phone: one person's hand while the laptop stays the board (issue 24).
 *
 * Why it is shaped like this:
 * - The laptop is the only authority. This page draws the last "view" the server sent (built
 *   there from state.view(seat) alone) and sends back moves that the server offered in the
 *   view's `can` list; it never works out a rule itself, so it can never disagree with the
 *   table or learn more than its seat may.
 * - A phone sleeps and drops: the seat's token is in the page's address (/s/<token>), so a
 *   reload, a Wi-Fi blip or an unlocked screen opens the socket again with the same token and
 *   the server answers with the current view.
 * - Words come from the server's hello (the app's language, translated by common.i18n);
 *   FALLBACK covers the moments before it arrives and a page without a valid code.
 * - No framework, no external address: plain DOM, same-origin URLs only.
 *
 * Wire (common/remote/protocol.py is the authority, mirrored in docs/PHONES.md; JSON
 * text frames, "v" in each):
 *   server -> phone: hello {seat, name, colour, lang, game, texts}, view {rev, view},
 *                    refused {ref, code, reason}, held {why}, bye {why}, token {token}, pong
 *   phone -> server: move {ref, rev, move}, play {ref, rev, card}, pass {ref}, ping
 *   socket: /ws?token=<token>&device=<this phone's random id>
 * A Die Dracheninsel view: headline, your_turn, active, players [{seat, name, colour, cards,
 * score, phone}], hand [{id, kind, name, text, art, colour, green}], score, partner (seat),
 * carrying [coin values], events [str, oldest first], can [{label, move | play, card,
 * pick_cards, style}], window {kind, title, ends_in_ms, total_ms, nothing_to_play, asked},
 * note, over {winners, scores}. A Dragomino view: headline, players, island {squares, eggs},
 * peek, can, events, note, over.
 */
(function () {
  "use strict";

  var VERSION = 1;
  var PING_EVERY_MS = 10000; // a dead Wi-Fi link is noticed within this plus PONG_WAIT_MS
  var PONG_WAIT_MS = 6000;
  var RETRY_MS = [500, 1000, 2000, 4000, 8000, 10000]; // then every 10 s while the page is open
  var TOAST_MS = 3200;
  var EVENTS_SHOWN = 6;
  // Close codes (common/remote/protocol.py): after these the page does not retry by itself.
  var CLOSE_BYE = 4000;
  var CLOSE_NO_TOKEN = 4001;
  var CLOSE_REPLACED = 4005;
  var EGG_KIND = "choose_spring_egg"; // Dragomino: keep one of the peeked spring eggs

  // Before the hello (and for a page without a valid code): the page's words in both
  // languages, chosen by the phone's own language. The hello's texts (PAGE_TEXTS, in the
  // app's language) replace them; "take_back" is the page's own.
  var FALLBACK = {
    en: {
      connecting: "Connecting to the laptop\u2026",
      reconnecting: "Connection lost, trying again\u2026",
      ask_laptop: "This code is not valid: ask the laptop for a new one.",
      seat_taken: "Another phone took this seat.",
      take_back: "Use this phone again",
      you_are: "You are {name}",
      you_are_colour: "You are {name} ({colour})",
      your_turn: "Your turn",
      turn_of: "{name}'s turn",
      hand: "Your cards",
      no_cards: "No cards in your hand",
      coins: "Coins",
      partner: "Partner",
      no_partner: "No partner",
      events: "What happened",
      tap_card: "Tap a card to see what it does",
      play: "Play",
      target_on_laptop: "Now pick the target on the laptop",
      pay_with: "Pay with which card?",
      exchange_pick: "Tap the cards to put away, then confirm",
      exchange_confirm: "Put these away and draw",
      answer_now: "Answer now",
      nothing_to_play: "Nothing to play",
      go_on: "Go on",
      game_over: "The game is over",
      winner: "{name} wins!",
      close: "Close",
      cards_left: "{count} cards",
      island: "Your island",
      egg_peek: "Your secret egg",
      game_soon: "The game starts on the laptop in a moment.",
      next_game: "Another game? Press \u201cPlay again\u201d on the laptop and this phone plays along."
    },
    de: {
      connecting: "Verbinde mit dem Laptop \u2026",
      reconnecting: "Verbindung weg, neuer Versuch \u2026",
      ask_laptop: "Dieser Code gilt nicht: Frag am Laptop nach einem neuen.",
      seat_taken: "Ein anderes Handy hat diesen Platz genommen.",
      take_back: "Wieder dieses Handy nehmen",
      you_are: "Du bist {name}",
      you_are_colour: "Du bist {name} ({colour})",
      your_turn: "Du bist dran",
      turn_of: "{name} ist dran",
      hand: "Deine Karten",
      no_cards: "Keine Karten auf der Hand",
      coins: "M\u00fcnzen",
      partner: "Partner",
      no_partner: "Kein Partner",
      events: "Was geschah",
      tap_card: "Tippe auf eine Karte, um zu sehen, was sie kann",
      play: "Ausspielen",
      target_on_laptop: "W\u00e4hle jetzt das Ziel am Laptop",
      pay_with: "Mit welcher Karte bezahlen?",
      exchange_pick: "Tippe die Karten zum Ablegen an, dann best\u00e4tige",
      exchange_confirm: "Ablegen und nachziehen",
      answer_now: "Jetzt antworten",
      nothing_to_play: "Nichts zu spielen",
      go_on: "Weiter",
      game_over: "Das Spiel ist aus",
      winner: "{name} gewinnt!",
      close: "Schlie\u00dfen",
      cards_left: "{count} Karten",
      island: "Deine Insel",
      egg_peek: "Dein geheimes Ei",
      game_soon: "Gleich geht es am Laptop los.",
      next_game: "Noch ein Spiel? Am Laptop \u201eNochmal\u201c dr\u00fccken, und dieses Handy spielt mit."
    }
  };

  var $ = function (id) { return document.getElementById(id); };

  var lang = (navigator.language || "en").slice(0, 2).toLowerCase() === "de" ? "de" : "en";
  var texts = FALLBACK[lang];
  var hello = null;
  var view = null;
  var viewAt = 0; // performance.now() when the view arrived: the countdown runs from it
  var rev = 0;
  var ref = 0;
  var ws = null;
  var retries = 0;
  var retryTimer = 0;
  var pingTimer = 0;
  var pongTimer = 0;
  var stopped = false; // bye, an unknown code or a taken seat: no reconnecting on its own
  var sheetCard = null; // the card whose sheet is open
  var picking = null; // {item, chosen: {id: true}} while cards are chosen for a move
  var toastTimer = 0;
  var frame = 0;

  function t(key, params) {
    var s = (texts && texts[key]) || FALLBACK[lang][key] || FALLBACK.en[key] || key;
    if (params) {
      Object.keys(params).forEach(function (k) {
        s = s.split("{" + k + "}").join(String(params[k]));
      });
    }
    return s;
  }

  // The server's words win, except where it sent the English words to a German table (a
  // text its catalogue lacks): the page's own German is better than English there.
  function serverTexts(given) {
    var out = Object.assign({}, FALLBACK[lang]);
    Object.keys(given).forEach(function (key) {
      var text = given[key];
      if (typeof text !== "string" || !text) return;
      if (lang !== "en" && FALLBACK[lang][key] && text === FALLBACK.en[key]) return;
      out[key] = text;
    });
    return out;
  }

  var TOKEN_SHAPE = /^[A-Za-z0-9_\-]{16,200}$/;

  function tokenFromAddress() {
    var m = location.pathname.match(/\/s\/([A-Za-z0-9_\-]{16,200})\/?$/);
    return m ? m[1] : null;
  }

  // This phone's own random id (no key: the token is), kept per token in localStorage, so
  // the server knows this phone when it comes back from a locked screen while its old
  // socket still looks open, and gives it the seat at once instead of asking the laptop.
  var DEVICE_KEY = "drachenspiele.device.";
  var DEVICE_SHAPE = /^[A-Za-z0-9_\-]{16,64}$/;
  var device = null; // kept here too: a phone without localStorage keeps it until a reload

  function deviceId(token) {
    var id = device;
    try {
      var kept = localStorage.getItem(DEVICE_KEY + token);
      if (kept && DEVICE_SHAPE.test(kept)) id = kept;
    } catch (e) { /* no storage (a private window): this page's own id */ }
    if (!id) {
      var bytes = new Uint8Array(16); // 128 bits
      crypto.getRandomValues(bytes);
      id = Array.prototype.map.call(bytes, function (b) {
        return (b < 16 ? "0" : "") + b.toString(16);
      }).join("");
    }
    device = id;
    try { localStorage.setItem(DEVICE_KEY + token, id); } catch (e) { /* see above */ }
    return id;
  }

  // "Play again": the laptop sent this seat's new token. The old one opens nothing now:
  // reconnects, a reload and this phone's id go with the new one.
  function newToken(token) {
    if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return;
    var old = tokenFromAddress();
    if (old && old !== token) {
      deviceId(token);
      try { localStorage.removeItem(DEVICE_KEY + old); } catch (e) { /* see deviceId */ }
    }
    try {
      history.replaceState(null, "", "/s/" + token);
    } catch (e) { /* the address stays old: only a reload would ask for a new code */ }
  }

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function button(cls, text, onClick) {
    var b = el("button", "btn " + cls, text);
    b.type = "button";
    b.onclick = onClick;
    return b;
  }

  function setState(name) {
    $("app").setAttribute("data-state", name);
  }

  // ------------------------------------------------------------------ the cover screens
  function cover(title, text, buttonText, onButton) {
    $("cover").hidden = false;
    $("cover-title").textContent = title;
    $("cover-text").textContent = text || "";
    var b = $("cover-button");
    b.hidden = !buttonText;
    b.textContent = buttonText || "";
    b.onclick = buttonText ? onButton : null;
  }

  function uncover() {
    $("cover").hidden = true;
  }

  // ------------------------------------------------------------------ connection
  function connect() {
    clearTimeout(retryTimer);
    if (ws && (ws.readyState === 0 || ws.readyState === 1)) return;
    var token = tokenFromAddress();
    if (!token) {
      noCode();
      return;
    }
    var scheme = location.protocol === "https:" ? "wss:" : "ws:";
    var sock;
    try {
      sock = new WebSocket(scheme + "//" + location.host + "/ws?token=" + encodeURIComponent(token) +
        "&device=" + encodeURIComponent(deviceId(token)));
    } catch (e) {
      scheduleRetry();
      return;
    }
    ws = sock;
    sock.onopen = function () {
      retries = 0;
      startPings();
    };
    sock.onmessage = function (ev) {
      if (typeof ev.data !== "string") return;
      var msg;
      try {
        msg = JSON.parse(ev.data);
      } catch (e) {
        return;
      }
      if (msg && typeof msg === "object" && msg.v === VERSION) receive(msg);
    };
    sock.onclose = function (ev) {
      if (ws !== sock) return;
      ws = null;
      stopPings();
      showLink(false);
      if (ev.code === CLOSE_NO_TOKEN) {
        noCode();
      } else if (ev.code === CLOSE_REPLACED) {
        taken();
      } else if (ev.code === CLOSE_BYE || stopped) {
        stopped = true;
      } else {
        if (hello) cover(t("reconnecting"), "");
        scheduleRetry();
      }
    };
    sock.onerror = function () { /* onclose follows and retries */ };
  }

  function scheduleRetry() {
    if (stopped) return;
    var wait = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)];
    retries += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, wait);
  }

  function noCode() {
    stopped = true;
    setState("no-code");
    closeSheet();
    cover(t("ask_laptop"), "");
  }

  function taken() {
    stopped = true;
    setState("taken");
    closeSheet();
    cover(t("seat_taken"), "", t("take_back"), function () {
      stopped = false;
      retries = 0;
      cover(t("connecting"), "");
      connect();
    });
  }

  function send(msg) {
    msg.v = VERSION;
    if (ws && ws.readyState === 1) {
      ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  function startPings() {
    stopPings();
    pingTimer = setInterval(function () {
      if (!send({ type: "ping" })) return;
      clearTimeout(pongTimer);
      pongTimer = setTimeout(function () {
        // No answer: the link is dead even if the socket does not know it yet.
        if (ws) ws.close();
      }, PONG_WAIT_MS);
    }, PING_EVERY_MS);
  }

  function stopPings() {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
  }

  function showLink(up) {
    $("link").className = "link " + (up ? "up" : "down");
  }

  // A phone coming back from its lock screen reconnects at once, not at the next retry.
  function comeBack() {
    if (!stopped && !ws) {
      retries = 0;
      connect();
    }
  }
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") comeBack();
  });
  window.addEventListener("online", comeBack);
  window.addEventListener("pageshow", comeBack);

  // ------------------------------------------------------------------ messages
  function receive(msg) {
    clearTimeout(pongTimer);
    switch (msg.type) {
      case "hello":
        hello = msg;
        if (msg.lang === "de" || msg.lang === "en") lang = msg.lang;
        document.documentElement.lang = lang;
        texts = serverTexts(msg.texts || {});
        showSeat();
        showLink(true);
        if (!view) { // joined at the setup: "You are Anna", the game starts soon
          setState("joined");
          cover(youAre(msg), t("game_soon"));
        } else {
          render(); // the laptop's language changed mid-game: the page's words follow at once
        }
        break;
      case "view":
        if (typeof msg.rev === "number") rev = msg.rev;
        nudge(view, msg.view || {});
        view = msg.view || {};
        viewAt = performance.now();
        setState("playing");
        showLink(true);
        uncover();
        render();
        break;
      case "refused":
        toast(msg.reason || msg.code || "", true);
        break;
      case "held":
        setState("held");
        cover(msg.why || t("connecting"), "");
        break;
      case "token":
        newToken(msg.token);
        break;
      case "bye":
        stopped = true;
        setState("bye");
        closeSheet();
        cover(msg.why || t("game_over"), "");
        break;
      default:
        break; // pong, or something newer than this page: nothing to draw
    }
  }

  // A buzz when the phone needs its person: their turn begins, an answer window opens that
  // asks them, or a payment is to be chosen (a phone lying face down on the table).
  var touched = false; // phones let a page buzz only after its person touched it once
  document.addEventListener("pointerdown", function () { touched = true; }, true);

  function nudge(before, after) {
    if (!touched || !navigator.vibrate || document.visibilityState !== "visible") return;
    var was = before || {};
    var pattern = null;
    if (after.window && after.window.asked && !(was.window && was.window.asked)) {
      pattern = [60, 60, 60];
    } else if (after.your_turn && !was.your_turn) {
      pattern = [120];
    }
    if (pattern) {
      try { navigator.vibrate(pattern); } catch (e) { /* not allowed: fine */ }
    }
  }

  function nextRef() {
    ref = (ref + 1) % 2147483647;
    return ref;
  }

  function sent(ok) {
    if (!ok) {
      toast(t("reconnecting"), true);
    } else if (touched && navigator.vibrate) {
      try { navigator.vibrate(12); } catch (e) { /* not allowed: fine */ }
    }
  }

  function doItem(item) {
    if (item.pick_cards) {
      startPicking(item);
    } else if (typeof item.play === "number") {
      sent(send({ type: "play", ref: nextRef(), rev: rev, card: item.play }));
    } else if (item.move) {
      sent(send({ type: "move", ref: nextRef(), rev: rev, move: item.move }));
    }
  }

  function sendPass() {
    sent(send({ type: "pass", ref: nextRef() }));
  }

  // ------------------------------------------------------------------ drawing
  function player(seat) {
    var players = (view && view.players) || [];
    for (var i = 0; i < players.length; i += 1) if (players[i].seat === seat) return players[i];
    return null;
  }

  // "You are Anna (red)": with the seat colour's name when the hello carries one.
  function youAre(h) {
    var key = h.colour_name ? "you_are_colour" : "you_are";
    return t(key, { name: h.name, colour: h.colour_name || "" });
  }

  function showSeat() {
    if (!hello) return;
    $("you").textContent = youAre(hello);
    $("seatdot").style.background = hello.colour || "";
    document.documentElement.style.setProperty("--seat", hello.colour || "#de6a38");
    document.title = hello.name + " \u00b7 " + t("title");
  }

  function items(filter) {
    return ((view && view.can) || []).filter(function (item) {
      return item && typeof item === "object" && filter(item);
    });
  }

  // What may be done with a hand card: the view's items for it, and those for another card
  // of the same action (the laptop offers one per kind; any of those cards does the same),
  // made to play this very card.
  function itemsForCard(id) {
    var card = findCard(id);
    return items(function (item) {
      if (item.style === "pay" || item.card === undefined || item.card === null) return false;
      if (item.card === id) return true;
      var other = findCard(item.card);
      return !!(card && other && card.kind !== "terrain" && other.kind === card.kind);
    }).map(function (item) {
      if (item.card === id) return item;
      var copy = Object.assign({}, item, { card: id });
      if (typeof item.play === "number") copy.play = id;
      if (item.move && typeof item.move.card === "number") {
        copy.move = Object.assign({}, item.move, { card: id });
      }
      return copy;
    });
  }

  function render() {
    if (!view) return;
    $("app").setAttribute("data-rev", String(rev)); // which view is on screen (tests)
    showSeat();
    renderTurn();
    renderPlayers();
    renderStats();
    renderWindow();
    renderPay();
    renderHand();
    renderIsland();
    renderEvents();
    renderActions();
    if (sheetCard !== null) {
      if (findCard(sheetCard)) openSheet(sheetCard); else closeSheet();
    }
  }

  function renderTurn() {
    var box = $("turn");
    var line = $("turn-line");
    var over = view.over;
    if (over) {
      var names = (over.winners || []).map(function (s) {
        var p = player(s);
        return p ? p.name : "";
      }).filter(Boolean);
      line.textContent = names.length ? t("winner", { name: names.join(" & ") }) : t("game_over");
      box.className = "turn over";
    } else {
      line.textContent = view.headline || (view.your_turn ? t("your_turn") : "");
      box.className = "turn" + (view.your_turn ? " mine" : "");
    }
    var active = player(view.active);
    box.style.setProperty("--turn", (active && active.colour) || "var(--ink-faint)");
    $("turn-hint").textContent = view.note || (over ? t("next_game") : "");
  }

  function renderPlayers() {
    var box = $("players");
    box.textContent = "";
    var players = view.players || [];
    players.forEach(function (p) {
      var chip = el("div", "player" + (p.seat === view.active ? " active" : "") +
        (hello && p.seat === hello.seat ? " me" : ""));
      chip.style.setProperty("--who", p.colour || "var(--ink-faint)");
      chip.appendChild(el("span", "player-dot"));
      chip.appendChild(el("span", "player-name", p.name));
      var facts = el("span", "player-facts");
      if (typeof p.cards === "number") facts.appendChild(el("span", "mini-cards", String(p.cards)));
      if (typeof p.score === "number") facts.appendChild(el("span", "mini-coins", String(p.score)));
      chip.appendChild(facts);
      box.appendChild(chip);
    });
    box.hidden = players.length === 0;
  }

  function renderStats() {
    var box = $("stats");
    if (view.game === "dragomino" || view.score === undefined) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    $("coins").textContent = String(view.score || 0);
    $("coins-label").textContent = t("coins");
    var carry = $("carrying");
    carry.textContent = "";
    (view.carrying || []).forEach(function (value) {
      carry.appendChild(el("span", "carry-coin", String(value)));
    });
    var partner = view.partner === null || view.partner === undefined ? null : player(view.partner);
    $("partner").textContent = partner ? partner.name : t("no_partner");
    $("partner-label").textContent = partner ? t("partner") : "";
    $("partner-dot").hidden = !partner;
    if (partner) $("partner-dot").style.background = partner.colour || "";
  }

  function renderWindow() {
    var w = view.window;
    var box = $("window");
    cancelAnimationFrame(frame);
    if (!w) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    box.setAttribute("data-kind", w.kind || "");
    $("window-title").textContent = w.title || t("answer_now");
    var nothing = $("window-nothing");
    nothing.hidden = !w.nothing_to_play;
    nothing.textContent = t("nothing_to_play");
    var row = $("window-buttons");
    row.textContent = "";
    items(function (item) { return item.style === "answer"; }).forEach(function (item) {
      var b = button("btn-answer", item.label, function () { doItem(item); });
      b.setAttribute("data-move", (item.move && item.move.kind) || "");
      row.appendChild(b);
    });
    if (w.asked !== false) { // the seat that played is not asked: it only sees the bar
      var go = button("btn-quiet", t("go_on"), sendPass);
      go.setAttribute("data-role", "go-on");
      row.appendChild(go);
    }
    tick();
  }

  // The countdown runs from the moment the view arrived: every phone got it at the same
  // moment (give or take the Wi-Fi), so the bars empty together, as the laptop's does.
  function tick() {
    var w = view && view.window;
    if (!w) return;
    var total = Math.max(1, w.total_ms || w.ends_in_ms || 1);
    var left = Math.max(0, (w.ends_in_ms || 0) - (performance.now() - viewAt));
    $("countdown-fill").style.width = (100 * Math.min(1, left / total)).toFixed(2) + "%";
    $("window").classList.toggle("urgent", left < 1500);
    if (left > 0) frame = requestAnimationFrame(tick);
  }

  function cardFace(card, big) {
    var face = el("div", "card" + (big ? " big" : ""));
    if (card.colour) face.style.setProperty("--card", card.colour);
    var img = el("img", "card-art");
    img.alt = "";
    img.draggable = false;
    if (card.art) img.src = card.art;
    face.appendChild(img);
    var name = el("div", "card-name", card.name || "");
    if ((card.name || "").length > 13) name.classList.add("long");
    face.appendChild(name);
    return face;
  }

  // A card's name fills its band: shrunk until it fits ("Gegenzauber" is one long word).
  function fitNames(root) {
    Array.prototype.forEach.call(root.querySelectorAll(".card-name"), function (name) {
      name.style.fontSize = "";
      var size = parseFloat(getComputedStyle(name).fontSize) || 14;
      var tries = 0;
      while ((name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight) &&
          size > 8 && tries < 16) {
        size -= 0.75;
        tries += 1;
        name.style.fontSize = size + "px";
      }
    });
  }

  window.addEventListener("resize", function () {
    fitNames(document);
  });

  function renderHand() {
    var section = $("hand-section");
    var hand = view.hand;
    if (!hand) {
      section.hidden = true;
      return;
    }
    section.hidden = false;
    var box = $("hand");
    box.textContent = "";
    $("hand-title").textContent = t("hand");
    $("hand-count").textContent = hand.length ? t("cards_left", { count: hand.length }) : "";
    hand.forEach(function (card) {
      var b = el("button", "card-button");
      b.type = "button";
      b.setAttribute("data-card", String(card.id));
      b.setAttribute("aria-label", card.name || "");
      var face = cardFace(card, false);
      if (itemsForCard(card.id).length) face.classList.add("playable");
      if (card.green) face.classList.add("green");
      if (picking && picking.chosen[card.id]) face.classList.add("chosen");
      b.appendChild(face);
      b.onclick = function () {
        if (picking) togglePick(card.id); else openSheet(card.id);
      };
      box.appendChild(b);
    });
    if (!hand.length) box.appendChild(el("p", "empty", t("no_cards")));
    fitNames(box);
    $("hand-hint").textContent = picking ? t("exchange_pick") : (hand.length ? t("tap_card") : "");
  }

  // Dragomino: the person's own island, drawn from the view's squares, and the secret egg.
  function renderIsland() {
    var section = $("island-section");
    var island = view.island;
    if (!island) {
      section.hidden = true;
      return;
    }
    section.hidden = false;
    $("island-title").textContent = t("island");
    var squares = island.squares || [];
    var box = $("island");
    box.textContent = "";
    if (squares.length) {
      var xs = squares.map(function (q) { return q.x; });
      var ys = squares.map(function (q) { return q.y; });
      var x0 = Math.min.apply(null, xs);
      var y0 = Math.min.apply(null, ys);
      var cols = Math.max.apply(null, xs) - x0 + 1;
      var rows = Math.max.apply(null, ys) - y0 + 1;
      box.style.gridTemplateColumns = "repeat(" + cols + ", minmax(0, 1fr))";
      box.style.gridTemplateRows = "repeat(" + rows + ", minmax(0, 1fr))";
      box.style.aspectRatio = cols + " / " + rows;
      squares.forEach(function (q) {
        var cell = el("div", "square");
        cell.style.gridColumn = String(q.x - x0 + 1);
        cell.style.gridRow = String(q.y - y0 + 1);
        cell.style.backgroundColor = q.colour || "";
        if (q.art) { // the laptop's tile: its picture over the land's colour
          var tile = el("img", "tile");
          tile.alt = "";
          tile.src = q.art;
          cell.appendChild(tile);
        }
        cell.title = q.name || "";
        if (q.spring_art) {
          var spring = el("img", "spring");
          spring.alt = "";
          spring.src = q.spring_art;
          cell.appendChild(spring);
        }
        box.appendChild(cell);
      });
      (island.eggs || []).forEach(function (egg) {
        if (!egg || !egg.a || !egg.b || !egg.art) return;
        var img = el("img", "egg");
        img.alt = "";
        img.src = egg.art;
        var xa = egg.a[0] - x0 + 1, xb = egg.b[0] - x0 + 1;
        var ya = egg.a[1] - y0 + 1, yb = egg.b[1] - y0 + 1;
        img.style.gridColumn = Math.min(xa, xb) + " / " + (Math.max(xa, xb) + 1);
        img.style.gridRow = Math.min(ya, yb) + " / " + (Math.max(ya, yb) + 1);
        box.appendChild(img);
      });
    }
    // With the spring variant: the two eggs only this person may look at, and which to keep
    // (the view's i-th "keep" item belongs to its i-th egg).
    var peek = $("peek");
    peek.textContent = "";
    if (view.peek) {
      peek.hidden = false;
      peek.appendChild(el("div", "peek-title", t("egg_peek")));
      peek.appendChild(el("div", "peek-name", view.peek.name || ""));
      var keeps = items(function (item) { return item.move && item.move.kind === EGG_KIND; });
      var row = el("div", "peek-eggs");
      (view.peek.options || []).forEach(function (option, i) {
        var tile = el("div", "peek-egg");
        if (option.art) {
          var img = el("img", "peek-art");
          img.alt = "";
          img.src = option.art;
          tile.appendChild(img);
        }
        tile.appendChild(el("div", "peek-label", option.label || ""));
        if (keeps[i]) {
          var keep = button("btn-primary", keeps[i].label, function () { doItem(keeps[i]); });
          keep.setAttribute("data-move", EGG_KIND);
          keep.setAttribute("data-egg", String(i));
          tile.appendChild(keep);
        }
        row.appendChild(tile);
      });
      peek.appendChild(row);
    } else {
      peek.hidden = true;
    }
  }

  function renderEvents() {
    var list = $("events");
    list.textContent = "";
    $("events-title").textContent = t("events");
    var events = (view.events || []).slice(-EVENTS_SHOWN).reverse();
    events.forEach(function (text, i) {
      list.appendChild(el("li", i === 0 ? "latest" : "", text));
    });
    $("events-section").hidden = events.length === 0;
  }

  function styleClass(item) {
    switch (item.style) {
      case "main": return "btn-primary";
      case "danger": return "btn-danger";
      case "answer": return "btn-answer";
      default: return "btn-secondary";
    }
  }

  function renderActions() {
    var bar = $("actions");
    bar.textContent = "";
    if (picking) {
      var count = Object.keys(picking.chosen).length;
      bar.appendChild(button("btn-quiet", t("close"), function () {
        picking = null;
        render();
      }));
      var ok = button("btn-primary", t("exchange_confirm") + (count ? " (" + count + ")" : ""),
        finishPicking);
      ok.setAttribute("data-role", "pick-confirm");
      bar.appendChild(ok);
      bar.hidden = false;
      return;
    }
    // Items that belong to no card and to no answer or payment: end turn, exchange, the lone
    // bearer's choices, giving up the treasure.
    var free = items(function (item) {
      return (item.card === undefined || item.card === null) &&
        item.style !== "answer" && item.style !== "pay" &&
        !(view.peek && item.move && item.move.kind === EGG_KIND); // those stand by their eggs
    });
    free.forEach(function (item) {
      var b = button(styleClass(item), item.label, function () { doItem(item); });
      b.setAttribute("data-move", (item.move && item.move.kind) || "");
      bar.appendChild(b);
    });
    bar.hidden = free.length === 0;
  }

  // ------------------------------------------------------------------ choosing cards
  function startPicking(item) {
    picking = { item: item, chosen: {} };
    closeSheet();
    render();
  }

  function togglePick(id) {
    if (picking.chosen[id]) delete picking.chosen[id]; else picking.chosen[id] = true;
    render();
  }

  function finishPicking() {
    var move = Object.assign({}, picking.item.move);
    move.cards = Object.keys(picking.chosen).map(Number).sort(function (a, b) { return a - b; });
    picking = null;
    sent(send({ type: "move", ref: nextRef(), rev: rev, move: move }));
    render();
  }

  // ------------------------------------------------------------------ the card sheet
  function findCard(id) {
    var hand = (view && view.hand) || [];
    for (var i = 0; i < hand.length; i += 1) if (hand[i].id === id) return hand[i];
    return null;
  }

  function openSheet(id) {
    var card = findCard(id);
    if (!card) return;
    sheetCard = id;
    var holder = $("sheet-card");
    holder.textContent = "";
    holder.appendChild(cardFace(card, true));
    $("sheet-name").textContent = card.name || "";
    $("sheet-tag").textContent = card.tag || "";
    $("sheet-help").textContent = card.text || "";
    var row = $("sheet-buttons");
    row.textContent = "";
    itemsForCard(id).forEach(function (item) {
      var b = button(item.style === "answer" ? "btn-answer" : "btn-primary", item.label,
        function () {
          closeSheet();
          doItem(item);
        });
      b.setAttribute("data-move", (item.move && item.move.kind) || (item.play !== undefined ? "play" : ""));
      row.appendChild(b);
    });
    var close = button("btn-quiet", t("close"), closeSheet);
    close.setAttribute("data-role", "close");
    row.appendChild(close);
    $("sheet").hidden = false;
    $("sheet-backdrop").hidden = false;
    fitNames(holder);
  }

  function closeSheet() {
    sheetCard = null;
    $("sheet").hidden = true;
    $("sheet-backdrop").hidden = true;
  }

  $("sheet-backdrop").onclick = closeSheet;

  // ------------------------------------------------------------------ paying for a step
  function renderPay() {
    var box = $("pay");
    var choices = items(function (item) { return item.style === "pay"; });
    if (!choices.length) {
      box.hidden = true;
      $("pay-cards").textContent = ""; // no old choices left behind a hidden panel
      return;
    }
    box.hidden = false;
    $("pay-title").textContent = t("pay_with");
    var row = $("pay-cards");
    row.textContent = "";
    choices.forEach(function (item) {
      var card = findCard(item.card) || { id: item.card, name: item.label };
      var b = el("button", "card-button pay-choice");
      b.type = "button";
      b.setAttribute("data-card", String(item.card));
      b.appendChild(cardFace(card, false));
      b.appendChild(el("div", "pay-label", item.label));
      b.onclick = function () { doItem(item); };
      row.appendChild(b);
    });
    fitNames(row);
  }

  // ------------------------------------------------------------------ toast
  function toast(text, bad) {
    var box = $("toast");
    box.textContent = text;
    box.className = "toast" + (bad ? " bad" : "");
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () { box.hidden = true; }, TOAST_MS);
  }

  // ------------------------------------------------------------------ start
  document.documentElement.lang = lang;
  showLink(false);
  cover(t("connecting"), "");
  connect();
})();
