// A seat at a game: the board, the question with its answers, score, log, undo, save.
"use strict";

const gameId = decodeURIComponent(window.location.pathname.split("/").pop());
const token = new URLSearchParams(window.location.search).get("token") || "";
let current = null;     // the view shown
let picked = null;      // "flotilla-location" whose builds the list shows, or null
let busy = false;

function actionButton(action) {
  const button = el("button", {type: "button", class: "action " + action.kind});
  button.dataset.action = action.text;
  button.appendChild(el("span", {}, action.text));
  if (action.kind === "build") {
    button.dataset.where = action.flotilla + "-" + action.location;
    button.appendChild(el("span", {class: "cost"}, "cost " + action.cost));
    button.title = "cost " + action.cost + ":\n" + action.why.join("\n");
  }
  if (action.card) button.title = (button.title ? button.title + "\n\n" : "") + action.card;
  button.addEventListener("click", () => act(action.text));
  return button;
}

function filterBuilds() {
  for (const button of document.querySelectorAll("#actions button.build")) {
    button.classList.toggle("dim", picked !== null && button.dataset.where !== picked);
  }
  for (const loc of document.querySelectorAll("#board .loc")) {
    const where = loc.dataset.flotilla + "-" + loc.dataset.location;
    loc.classList.toggle("picked", where === picked);
  }
}

function wireBoard(view) {
  const buildable = new Set(view.actions.filter((a) => a.kind === "build")
    .map((a) => a.flotilla + "-" + a.location));
  for (const loc of document.querySelectorAll("#board .loc")) {
    const where = loc.dataset.flotilla + "-" + loc.dataset.location;
    loc.classList.toggle("can-build", buildable.has(where));
    loc.addEventListener("click", () => {
      picked = buildable.has(where) && picked !== where ? where : null;
      filterBuilds();
    });
  }
}

function render(view) {
  current = view;
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
  document.getElementById("board").innerHTML = view.svg;
  document.getElementById("turn-title").textContent = view.over ? "The end"
    : view.your_turn ? "Your move" : "Waiting";
  document.getElementById("question").textContent = view.question.prompt;
  const list = document.getElementById("actions");
  list.innerHTML = "";
  for (const action of view.actions) list.appendChild(actionButton(action));
  if (!view.actions.some((a) => a.kind === "build" && a.flotilla + "-" + a.location === picked)) {
    picked = null;
  }
  wireBoard(view);
  filterBuilds();
  document.getElementById("undo").disabled = !view.can_undo;
  renderScore(view.score);
  renderCards(view.cards);
  renderLog(view.log);
  // The record tells every hidden card: mid-game it is only for the link of every seat.
  document.getElementById("save").hidden = !view.can_save;
  document.getElementById("save").href =
    "/api/games/" + encodeURIComponent(gameId) + "/record?token=" + encodeURIComponent(token);
}

async function load() {
  try {
    render(await api("GET", "/api/games/" + encodeURIComponent(gameId) +
                     "?token=" + encodeURIComponent(token)));
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
document.getElementById("show-all").addEventListener("click", () => { picked = null; filterBuilds(); });

// Someone else is to decide (another person's seat in their own browser): look again.
setInterval(() => {
  if (current && !current.over && !current.your_turn && !busy) load();
}, 2000);
load();
