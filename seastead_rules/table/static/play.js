// A seat at a game: the board (click a lit part to act), the question with whose it is
// and why it is asked, every answer (what it does, costs and scores), score, log, undo.
"use strict";

const gameId = decodeURIComponent(window.location.pathname.split("/").pop());
const token = new URLSearchParams(window.location.search).get("token") || "";
let current = null;     // the view shown
let byTarget = new Map();   // board target key -> the actions it stands for
let busy = false;

// One answer as a button: its label and where, its cost in the resource that pays it
// and its points, and on further lines what it does. `inChooser`: a location's
// chooser, where the place goes without saying.
function actionButton(action, inChooser) {
  const button = el("button", {type: "button", class: "action " + action.kind});
  button.dataset.action = action.text;
  const head = el("span", {class: "head"});
  head.appendChild(el("span", {class: "label"}, action.label));
  if (action.kind === "build") {
    if (!inChooser) head.appendChild(el("span", {class: "where"}, " at " + action.where));
    head.appendChild(el("span", {class: "cost"},
      action.cost ? action.cost + " " + action.pays : "free"));
    head.appendChild(el("span", {class: "pts"}, action.points + " pt" + (action.points === 1 ? "" : "s")));
    button.title = "cost " + action.cost + ":\n" + action.why.join("\n");
  }
  button.appendChild(head);
  // A build says its cost in words only when something changed the printed cost; in a
  // location's chooser the location's text is already above it.
  const details = action.kind !== "build" ? action.details
    : (action.why.length > 1 ? [action.costs] : []).concat(inChooser ? [action.effect]
                                                                     : [action.place]);
  for (const line of details) button.appendChild(el("span", {class: "detail"}, line));
  if (action.card && !button.title) button.title = action.card;
  button.addEventListener("click", () => { closeChooser(); act(action.text); });
  return button;
}

// ---- the board: the parts the answers name are lit and open the chooser -------------

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

function openChooser(part) {
  const chooser = document.getElementById("chooser");
  const actions = byTarget.get(part.dataset.target) || [];
  document.getElementById("chooser-title").textContent =
    part.dataset.name || part.textContent.trim();
  document.getElementById("chooser-info").textContent = part.dataset.info || part.title || "";
  const list = document.getElementById("chooser-actions");
  list.innerHTML = "";
  const isLoc = part.classList.contains("loc");
  for (const action of actions) list.appendChild(actionButton(action, isLoc));
  if (!actions.length) {
    list.appendChild(el("div", {class: "none"},
      current && current.your_turn ? "no answer to this question is here" : ""));
  }
  for (const old of document.querySelectorAll("#board .chosen")) old.classList.remove("chosen");
  part.classList.add("chosen");
  chooser.dataset.target = part.dataset.target;
  chooser.hidden = false;
  place(chooser, part);
  const first = list.querySelector("button");
  if (first) first.focus({preventScroll: true});
}

// Beside the part on a wide screen; on a narrow one, docked at the foot of the screen.
function place(chooser, part) {
  chooser.style.left = chooser.style.top = "";
  if (window.innerWidth < 760) return;
  const r = part.getBoundingClientRect();
  const w = chooser.offsetWidth, h = chooser.offsetHeight;
  let left = r.right + 8;
  if (left + w > window.innerWidth - 8) left = Math.max(8, r.left - w - 8);
  let top = Math.min(Math.max(8, r.top), window.innerHeight - h - 8);
  chooser.style.left = left + "px";
  chooser.style.top = Math.max(8, top) + "px";
}

function closeChooser() {
  const chooser = document.getElementById("chooser");
  chooser.hidden = true;
  delete chooser.dataset.target;
  for (const old of document.querySelectorAll("#board .chosen")) old.classList.remove("chosen");
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

function renderQuestion(view) {
  const q = view.question;
  document.getElementById("turn-title").textContent = q.title;
  document.getElementById("turn-title").className = "p" + q.player;
  document.getElementById("why").textContent = q.why ? "why: " + q.why : "";
  document.getElementById("question").textContent = view.your_turn ? q.ask : q.prompt;
  document.getElementById("hint").textContent = !view.your_turn ? "" : byTarget.size
    ? "Click a lit part of the board, or choose below." : "Choose below.";
  const list = document.getElementById("actions");
  list.innerHTML = "";
  for (const action of view.actions) list.appendChild(actionButton(action, false));
}

// What the others did since this seat's last turn (the bot's dive: what it revealed,
// chose and took): the turns of the log after this seat's last one.
function renderRecent(view, previous) {
  const list = document.getElementById("recent");
  list.innerHTML = "";
  const turns = view.log.turns;
  let last = turns.length - 1;
  while (last >= 0 && turns[last].player !== view.viewer) last--;
  if (last >= 0) {
    for (const turn of turns.slice(last + 1)) {
      list.appendChild(el("li", {class: "title"}, turn.title));
      for (const line of turn.lines) list.appendChild(el("li", {}, line.text));
    }
  }
  const box = document.getElementById("recent-box");
  box.hidden = !list.children.length;
  // Open beside the board; on a phone a line to tap, so the answers stay in view.
  if (!previous || previous.moves !== view.moves) box.open = window.innerWidth >= 760;
}

function render(view) {
  const before = current;
  current = view;
  closeChooser();
  document.body.dataset.moves = view.moves;
  document.body.dataset.over = view.over ? "yes" : "no";
  document.body.dataset.yourTurn = view.your_turn ? "yes" : "no";
  document.body.dataset.logCount = view.log.count;
  const seats = view.seats.length === 2 ? "hot-seat, now " + view.colour + "'s view"
    : "you play " + view.colour;
  document.getElementById("who").textContent = seats + " against " +
    ({hotseat: "each other", boss: "the Boss"}[view.opponent] || "the " + view.opponent + " bot");
  document.getElementById("status").textContent = view.over ? "the game is over"
    : "round " + view.round;
  document.getElementById("moves").textContent = view.moves + " moves";
  document.getElementById("board").innerHTML = view.board;
  wireBoard(view);
  renderQuestion(view);
  renderRecent(view, before);
  document.getElementById("undo").disabled = !view.can_undo;
  renderScore(view.score);
  renderCards(view.cards);
  renderLog(view.log);
  // The record tells every hidden card: mid-game it is only for the link of every seat.
  document.getElementById("save").hidden = !view.can_save;
  document.getElementById("save").href =
    "/api/games/" + encodeURIComponent(gameId) + "/record?token=" + encodeURIComponent(token);
  fitPanel();
}

// On a narrow screen the question is docked at the foot: keep the board clear of it.
function fitPanel() {
  const ask = document.getElementById("ask");
  const docked = getComputedStyle(ask).position === "fixed";
  document.querySelector("main").style.paddingBottom = docked ? ask.offsetHeight + 12 + "px" : "";
}
window.addEventListener("resize", fitPanel);

// `quiet`: a look while another decides; the page is drawn again only when it changed.
async function load(quiet) {
  try {
    const view = await api("GET", "/api/games/" + encodeURIComponent(gameId) +
                           "?token=" + encodeURIComponent(token));
    if (!quiet || view.moves !== current.moves || view.over !== current.over) render(view);
    showError("");
  } catch (e) { showError(e.message); }
}

async function post(path, body) {
  if (busy) return;
  busy = true;
  try {
    render(await api("POST", "/api/games/" + encodeURIComponent(gameId) + path, body));
    showError("");
  } catch (e) {
    showError(e.message);
  } finally {
    busy = false;
  }
}

function act(text) {
  return post("/act", {token: token, action: text, moves: current ? current.moves : null});
}

document.getElementById("undo").addEventListener("click", () => post("/undo", {token: token}));
wireSources();

// Someone else is to decide (another person's seat in their own browser): look again.
setInterval(() => {
  if (current && !current.over && !current.your_turn && !busy) load(true);
}, 2000);
load();
