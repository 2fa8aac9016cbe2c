// A seat at a game of any game the table serves: its lobby while people join (who has
// joined and is connected, the invitation links, Start), then the board (click a lit
// part to act; the last moves of the others marked), the question with whose it is and
// why, every answer, score, log, undo and save, and at the end the score and a rematch.
"use strict";

const gameId = decodeURIComponent(window.location.pathname.split("/").pop());
const token = new URLSearchParams(window.location.search).get("token") || "";
let current = null;         // the view shown
let byTarget = new Map();   // board target key -> the actions it stands for
let busy = false;
let joined = false;         // this page has taken its seat in the lobby

function gameUrl(path) {
  return "/api/games/" + encodeURIComponent(gameId) + (path || "");
}

// One answer as a button: its label, where, its cost in the resource that pays it and
// its points, and on further lines what it does (`brief`: the label and the facts only).
function actionButton(action, inChooser, brief) {
  const button = el("button", {type: "button", class: "action " + action.kind});
  button.dataset.action = action.text;
  const head = el("span", {class: "head"});
  head.appendChild(el("span", {class: "label"}, action.label));
  if (action.kind === "build") {
    if (!inChooser) head.appendChild(el("span", {class: "where"}, " at " + action.where));
    head.appendChild(el("span", {class: "cost"},
      action.cost ? action.cost + " " + action.pays : "free"));
    head.appendChild(el("span", {class: "pts"},
      action.points + " pt" + (action.points === 1 ? "" : "s")));
    button.title = "cost " + action.cost + ":\n" + action.why.join("\n");
  }
  button.appendChild(head);
  if (action.tile) {
    const picture = el("span", {class: "picture"});
    picture.innerHTML = action.tile;
    button.appendChild(picture);
  }
  // A build says its cost in words only when something changed the printed cost; in a
  // location's chooser the location's text is already above it.
  const details = brief ? [] : action.kind !== "build" ? action.details
    : (action.why.length > 1 ? [action.costs] : []).concat(inChooser ? [action.effect]
                                                                     : [action.place]);
  for (const line of details) button.appendChild(el("span", {class: "detail"}, line));
  if (brief && action.details.length && !button.title) button.title = action.details.join("\n");
  if (action.card && !button.title) button.title = action.card;
  if (action.marks) markScored(button, action.marks);
  button.addEventListener("click", () => { closeChooser(); act(action.text); });
  return button;
}

// A dock tile's answer marks, while pointed at, the locations the tile would score.
function markScored(node, keys) {
  const set = (on) => {
    for (const key of keys) {
      const part = boardPart(key);
      if (part) part.classList.toggle("scored", on);
    }
  };
  node.addEventListener("mouseenter", () => set(true));
  node.addEventListener("mouseleave", () => set(false));
  node.addEventListener("focus", () => set(true));
  node.addEventListener("blur", () => set(false));
}

// ---- the board: the parts the answers name are lit and open the chooser -------------

function boardPart(key) {
  for (const part of document.querySelectorAll("#board [data-target]")) {
    if (part.dataset.target === key) return part;
  }
  return null;
}

function wireBoard(view) {
  byTarget = new Map();
  for (const action of view.actions) {
    for (const key of action.targets) {
      if (!byTarget.has(key)) byTarget.set(key, []);
      byTarget.get(key).push(action);
    }
  }
  for (const part of document.querySelectorAll("#board [data-target]")) {
    const live = byTarget.has(part.dataset.target);
    part.classList.toggle("can-act", live);
    if (live) {
      part.setAttribute("tabindex", "0");
      part.setAttribute("role", "button");
    }
  }
  document.body.dataset.targets = byTarget.size;
}

// What the others did since this seat's last move: each part they changed is marked in
// their colour, with what they did (on hover, and in the box "Since your last turn").
function markLastMoves(view) {
  let count = 0;
  for (const h of view.highlights || []) {
    const part = boardPart(h.target);
    if (!part) continue;
    part.classList.add("last-move", "lm-p" + h.player);
    part.dataset.last = h.what;
    part.title = (part.title ? part.title + "\n\n" : "") + "last move: " + h.what;
    count++;
  }
  document.body.dataset.highlights = count;
}

// The part a click or tap means: the innermost one with answers, else the innermost.
function partAt(node) {
  let first = null;
  for (let n = node; n && n.id !== "board"; n = n.parentElement) {
    if (!n.dataset || !n.dataset.target) continue;
    if (byTarget.has(n.dataset.target)) return n;
    if (!first) first = n;
  }
  return first;
}

function openChooser(part, key) {
  key = key || part.dataset.target;
  const chooser = document.getElementById("chooser");
  const actions = byTarget.get(key) || [];
  const labels = (current && current.labels) || {};
  document.getElementById("chooser-title").textContent =
    part ? part.dataset.name || part.textContent.trim() : labels[key] || key;
  const picture = document.getElementById("chooser-picture");
  picture.innerHTML = "";
  if (part && part.classList.contains("tile")) {     // a tile is shown as the tile
    const copy = part.cloneNode(true);
    copy.removeAttribute("data-target");
    copy.classList.remove("can-act", "chosen", "last-move");
    picture.appendChild(copy);
  }
  document.getElementById("chooser-info").textContent =
    part ? part.dataset.info || part.title || "" : "";
  const list = document.getElementById("chooser-actions");
  list.innerHTML = "";
  const isLoc = part && part.classList.contains("loc");
  for (const action of actions) list.appendChild(actionButton(action, isLoc));
  if (!actions.length) {
    list.appendChild(el("div", {class: "none"},
      current && current.your_turn ? "no answer to this question is here" : ""));
  }
  for (const old of document.querySelectorAll("#board .chosen")) old.classList.remove("chosen");
  if (part) part.classList.add("chosen");
  chooser.dataset.target = key;
  chooser.hidden = false;
  place(chooser, part);
  const first = list.querySelector("button");
  if (first) first.focus({preventScroll: true});
}

// Beside the part on a wide screen; on a narrow one, docked at the foot of the screen.
function place(chooser, part) {
  chooser.style.left = chooser.style.top = "";
  if (window.innerWidth < 760) return;
  const r = (part || document.getElementById("ask")).getBoundingClientRect();
  const w = chooser.offsetWidth, h = chooser.offsetHeight;
  let left = r.right + 8;
  if (left + w > window.innerWidth - 8) left = Math.max(8, r.left - w - 8);
  const top = Math.min(Math.max(8, r.top), window.innerHeight - h - 8);
  chooser.style.left = left + "px";
  chooser.style.top = Math.max(8, top) + "px";
}

function closeChooser() {
  const chooser = document.getElementById("chooser");
  chooser.hidden = true;
  delete chooser.dataset.target;
  for (const old of document.querySelectorAll("#board .chosen")) old.classList.remove("chosen");
  for (const old of document.querySelectorAll("#board .scored")) old.classList.remove("scored");
}

document.getElementById("board").addEventListener("click", (event) => {
  const part = partAt(event.target);
  if (part) openChooser(part); else closeChooser();
});
document.getElementById("board").addEventListener("keydown", (event) => {
  if (event.key !== "Enter" && event.key !== " ") return;
  const part = partAt(event.target);
  if (part) { event.preventDefault(); openChooser(part); }
});
document.getElementById("chooser-close").addEventListener("click", closeChooser);
document.addEventListener("keydown", (e) => { if (e.key === "Escape") closeChooser(); });

// ---- the panel -------------------------------------------------------------------

// The question, and every answer within reach without scrolling: yes and no as two big
// buttons, a button for each lit part of the board (it opens the part's chooser), the
// answers the board does not show; and, folded, every answer with what it does.
function renderQuestion(view) {
  const q = view.question;
  document.getElementById("turn-title").textContent = q.title;
  document.getElementById("turn-title").className = "p" + q.player;
  document.getElementById("why").textContent = q.why ? "why: " + q.why : "";
  document.getElementById("question").textContent = view.your_turn ? q.ask : q.prompt;
  const loose = view.actions.filter((a) => !a.targets.length);
  const yesno = loose.length === 2 && loose.every((a) => a.text === "yes" || a.text === "no");
  const box = document.getElementById("yesno");
  box.innerHTML = "";
  box.hidden = !yesno;
  if (yesno) {
    for (const a of loose) {
      const button = actionButton(a, false, true);
      button.classList.add("big", a.text);
      box.appendChild(button);
    }
  }
  const parts = document.getElementById("parts");
  parts.innerHTML = "";
  const labels = view.labels || {};
  for (const key of byTarget.keys()) {
    const chip = el("button", {type: "button", class: "part-chip"}, labels[key] || key);
    chip.dataset.target = key;
    const part = boardPart(key);
    chip.addEventListener("click", () => openChooser(part, key));
    parts.appendChild(chip);
  }
  const list = document.getElementById("actions");
  list.innerHTML = "";
  if (!yesno) for (const a of loose) list.appendChild(actionButton(a, false));
  document.getElementById("hint").textContent = !view.your_turn ? "" : byTarget.size
    ? "Click a lit part of the board, or its name here:" : "";
  const every = document.getElementById("answers");
  every.innerHTML = "";
  for (const a of view.actions) every.appendChild(actionButton(a, false));
  document.getElementById("every-answer").hidden = !byTarget.size;
}

// What the others did since this seat's last move, by turn.
function renderRecent(view, previous) {
  const list = document.getElementById("recent");
  list.innerHTML = "";
  for (const turn of view.recent || []) {
    list.appendChild(el("li", {class: "title p" + turn.player}, turn.title));
    for (const line of turn.lines) list.appendChild(el("li", {}, line.text));
  }
  const box = document.getElementById("recent-box");
  box.hidden = !list.children.length;
  // Open beside the board; on a phone a line to tap, so the answers stay in view.
  if (!previous || previous.moves !== view.moves) box.open = window.innerWidth >= 760;
}

// The seats in the header: each with who sits there, whether they are connected, and
// whose turn it is.
function renderSeats(view) {
  const list = document.getElementById("who");
  list.innerHTML = "";
  for (const seat of view.table) {
    const li = el("li", {class: "seat p" + seat.seat + (seat.you ? " you" : "") +
                         (view.to_move === seat.seat && view.phase === "playing" ? " to-move" : "")});
    const who = seat.who === "bot" ? seat.player
      : (seat.you ? "you" : seat.player || (seat.joined ? "joined" : "not joined yet"));
    li.appendChild(el("span", {class: "dot " + (seat.who === "bot" ? "bot" :
      seat.connected ? "on" : "off")}, ""));
    li.appendChild(el("span", {}, seat.name + ": " + who));
    li.title = seat.who === "bot" ? "a bot" : seat.connected ? "connected"
      : seat.joined ? "joined, not connected now" : "has not opened the invitation yet";
    list.appendChild(li);
  }
}

function renderLobby(view) {
  const box = document.getElementById("lobby");
  box.hidden = view.phase !== "lobby";
  if (box.hidden) return;
  const names = view.waiting_for.map((i) => view.table[i].name);
  document.getElementById("lobby-said").textContent = names.length
    ? "Waiting for " + names.join(" and ") + " to join." +
      (view.host ? " Send each the invitation link of their seat." : "")
    : view.host ? "Everyone is here: start when you are ready."
      : "Everyone is here: the game starts when the person who made it starts it.";
  const invites = document.getElementById("invites");
  invites.innerHTML = "";
  for (const link of view.invitations) {
    const row = el("div", {class: "invite"});
    const url = window.location.origin + link.url;
    row.appendChild(el("span", {class: "label"}, link.label));
    const input = el("input", {type: "text", readonly: "", value: url, class: "invite-link"});
    input.addEventListener("focus", () => input.select());
    row.appendChild(input);
    const copy = el("button", {type: "button"}, "copy");
    copy.addEventListener("click", async () => {
      input.select();
      try { await navigator.clipboard.writeText(url); copy.textContent = "copied"; }
      catch (e) { copy.textContent = "select and copy"; }
    });
    row.appendChild(copy);
    invites.appendChild(row);
  }
  const start = document.getElementById("start");
  start.hidden = !view.host;
  start.disabled = names.length > 0;
  document.getElementById("name-row").hidden = view.host;
}

function renderEnd(view) {
  const box = document.getElementById("end");
  box.hidden = view.phase !== "over";
  if (box.hidden) return;
  document.getElementById("end-verdict").textContent = view.score.verdict;
  renderScore(view.score, "end-score");
  document.getElementById("end-save").href = saveUrl();
  document.getElementById("rematch-said").innerHTML = "";
  if (view.rematch) {
    const said = document.getElementById("rematch-said");
    said.appendChild(el("span", {}, "A rematch has started: "));
    said.appendChild(el("a", {href: view.rematch, id: "rematch-link"}, "play it"));
  }
}

// The first-game guide: what the question asks, what to click (those parts pulse), and
// why a build costs what it does.
function renderGuide(view) {
  const box = document.getElementById("guide");
  const g = view.guide;
  box.hidden = !g;
  document.body.dataset.guideStep = g ? g.step : "";
  if (!g) return;
  document.getElementById("guide-title").textContent = "Step " + g.step + " · " + g.title;
  const lines = document.getElementById("guide-lines");
  lines.innerHTML = "";
  for (const line of g.lines) lines.appendChild(el("p", {}, line));
  for (const key of g.point) {
    const part = boardPart(key);
    if (part) part.classList.add("point-here");
    for (const chip of document.querySelectorAll("#parts .part-chip")) {
      if (chip.dataset.target === key) chip.classList.add("point-here");
    }
  }
}

function saveUrl() {
  return gameUrl("/record?token=" + encodeURIComponent(token));
}

function render(view) {
  const before = current;
  current = view;
  closeChooser();
  const body = document.body;
  body.dataset.moves = view.moves;
  body.dataset.phase = view.phase;
  body.dataset.over = view.over ? "yes" : "no";
  body.dataset.yourTurn = view.your_turn ? "yes" : "no";
  body.dataset.logCount = view.log.count;
  body.dataset.game = view.game;
  document.title = view.title + ": " + (view.phase === "lobby" ? "the lobby" : "a game");
  document.getElementById("game-title").textContent = view.title;
  const style = document.getElementById("game-style");
  if (!style.getAttribute("href")) style.href = "/api/styles/" + view.game + ".css";
  document.getElementById("status").textContent = view.phase === "lobby"
    ? "waiting for the players" : view.status;
  renderSeats(view);
  document.getElementById("board").innerHTML = view.board;
  wireBoard(view);
  markLastMoves(view);
  renderLobby(view);
  renderEnd(view);
  document.getElementById("ask").hidden = view.phase !== "playing";
  renderQuestion(view);
  renderGuide(view);
  renderRecent(view, before);
  document.getElementById("undo").disabled = !view.can_undo;
  document.getElementById("undo").hidden = view.undo === false;
  renderScore(view.score);
  renderCards(view.cards);
  renderLog(view.log);
  const save = document.getElementById("save");
  save.hidden = !view.can_save;
  save.href = saveUrl();
  save.textContent = view.save_sealed ? "Save (sealed)" : "Save (game record)";
  save.title = view.save_sealed
    ? "Sealed by this table so that nobody reads the hidden cards in it: load it here to play on"
    : "The game record: the setup, the seed and every move (it tells the hidden cards)";
  fitPanel();
}

// On a narrow screen the question is docked at the foot: keep the board clear of it.
function fitPanel() {
  const ask = document.getElementById("ask");
  const docked = getComputedStyle(ask).position === "fixed" && !ask.hidden;
  document.querySelector("main").style.paddingBottom = docked ? ask.offsetHeight + 12 + "px" : "";
}
window.addEventListener("resize", fitPanel);

// A view from the server (a look, or the push stream): drawn again only when the game
// changed (`quiet`), else only the seats; a view older than the one shown is dropped.
function show(view, quiet) {
  if (current && view.version < current.version) return;
  const changed = !current || view.moves !== current.moves || view.phase !== current.phase ||
    view.rematch !== current.rematch || view.to_move !== current.to_move;
  if (!quiet || changed) render(view);
  else { renderSeats(view); renderLobby(view); current.table = view.table; }
}

// `quiet`: a look while another decides.
async function load(quiet) {
  try {
    const view = await api("GET", gameUrl("?token=" + encodeURIComponent(token)));
    show(view, quiet);
    showError("");
    if (view.phase === "lobby" && !joined) await join();
  } catch (e) { showError(e.message); }
}

// The push stream: every change of the game arrives at once as a `view` event. While
// it is open the page does not look by itself; when it drops, the browser opens it
// again, and the page looks every 2 seconds meanwhile. `closed` (the game is over or
// gone): the stream ends for good, and the page looks by itself (for a rematch).
let pushing = false;
function follow() {
  if (!window.EventSource) return;
  const stream = new EventSource(gameUrl("/events?token=" + encodeURIComponent(token)));
  stream.addEventListener("open", () => { pushing = true; document.body.dataset.push = "on"; });
  stream.addEventListener("error", () => { pushing = false; document.body.dataset.push = "off"; });
  stream.addEventListener("view", (e) => {
    const view = JSON.parse(e.data);
    show(view, true);
    if (view.phase === "lobby" && !joined) join();
  });
  stream.addEventListener("closed", () => {
    stream.close();
    pushing = false;
    document.body.dataset.push = "closed";
  });
}

async function post(path, body) {
  if (busy) return null;
  busy = true;
  try {
    const view = await api("POST", gameUrl(path), body);
    show(view, false);
    showError("");
    return view;
  } catch (e) {
    showError(e.message);
    return null;
  } finally {
    busy = false;
  }
}

function act(text) {
  return post("/act", {token: token, action: text, moves: current ? current.moves : null});
}

// An invited person takes their seat when the page opens (with the name kept from an
// earlier game, if any).
async function join() {
  joined = true;
  const name = localStorage.getItem("table-name");
  const body = {token: token};
  if (name && !current.host) body.name = name;
  await post("/join", body);
}

document.getElementById("set-name").addEventListener("click", () => {
  const name = document.getElementById("my-name").value.trim();
  localStorage.setItem("table-name", name);
  post("/join", {token: token, name: name});
});
document.getElementById("start").addEventListener("click", () => post("/start", {token: token}));
document.getElementById("undo").addEventListener("click", () => post("/undo", {token: token}));
document.getElementById("rematch").addEventListener("click", async () => {
  try {
    const next = await api("POST", gameUrl("/rematch"), {token: token});
    window.location.href = next.url;
  } catch (e) { showError(e.message); }
});
wireSources();

// Without a stream, while someone else is to decide, people are joining, or the game
// is over (a rematch may start): look again.
setInterval(() => {
  if (current && !busy && !pushing && (!current.your_turn || current.phase !== "playing")) {
    load(true);
  }
}, 2000);
load().then(follow);
