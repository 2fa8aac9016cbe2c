// The lobby page: make a game of any game the table serves (who sits in each seat: you,
// a friend by an invitation link, or a bot; the game's options), load a save, open a
// replay.
"use strict";

let games = [];

function chosenGame() {
  const picked = document.querySelector("#games input:checked");
  return games.find((g) => g.name === (picked ? picked.value : games[0].name));
}

function seatChoice(game, i) {
  const select = el("select", {id: "seat-" + i, "aria-label": "who sits in seat " + (i + 1)});
  select.appendChild(el("option", {value: "me"}, "you"));
  select.appendChild(el("option", {value: "invite"}, "a friend (an invitation link)"));
  for (const [name, words] of Object.entries(game.bots)) {
    select.appendChild(el("option", {value: "bot:" + name, title: words},
                          "the " + name + " bot: " + words));
  }
  select.value = i === 0 ? "me" : "bot:" + game.default_bot;
  return select;
}

function field(f) {
  let input;
  if (f.kind === "choice") {
    input = el("select", {id: "opt-" + f.name});
    for (const [value, label] of f.choices) input.appendChild(el("option", {value: value}, label));
    input.value = f.default;
  } else if (f.kind === "check") {
    input = el("input", {id: "opt-" + f.name, type: "checkbox"});
    input.checked = !!f.default;
  } else {
    input = el("input", {id: "opt-" + f.name, type: f.kind === "number" ? "number" : "text",
                         value: String(f.default)});
    if (f.min !== undefined) input.min = f.min;
    if (f.max !== undefined) input.max = f.max;
  }
  input.dataset.option = f.name;
  input.dataset.kind = f.kind;
  if (f.help) input.title = f.help;
  const label = el("label", {for: "opt-" + f.name, class: "option"}, f.label + " ");
  label.appendChild(input);
  return label;
}

// The form for the game chosen: its numbers of players, a seat each, its options.
function showGame() {
  const game = chosenGame();
  const players = document.getElementById("players");
  const before = Number(players.value) || game.default_players;
  players.innerHTML = "";
  for (let n = game.min_players; n <= game.max_players; n++) {
    players.appendChild(el("option", {value: String(n)}, game.players[n].words));
  }
  players.value = String(before >= game.min_players && before <= game.max_players
    ? before : game.default_players);
  showSeats();
}

function showSeats() {
  const game = chosenGame();
  const n = Number(document.getElementById("players").value);
  const seats = document.getElementById("seats");
  seats.innerHTML = "";
  game.players[n].seats.forEach((name, i) => {
    const row = el("div", {class: "seat-choice"});
    row.appendChild(el("span", {class: "seat-name p" + i}, name + ": "));
    row.appendChild(seatChoice(game, i));
    seats.appendChild(row);
  });
  if (game.name === "seastead" && n === 1) {
    seats.appendChild(el("div", {class: "note"}, "the Boss plays the other side (rulebook p. 14)"));
  }
  const fields = document.getElementById("fields");
  fields.innerHTML = "";
  for (const f of game.players[n].fields) fields.appendChild(field(f));
}

async function fillGames() {
  const data = await api("GET", "/api/options");
  games = data.games;
  const box = document.getElementById("games");
  games.forEach((g, i) => {
    const label = el("label", {});
    const radio = el("input", {type: "radio", name: "game", value: g.name});
    if (i === 0) radio.checked = true;
    radio.addEventListener("change", showGame);
    label.appendChild(radio);
    label.appendChild(el("b", {}, " " + g.title));
    label.appendChild(el("small", {}, g.blurb));
    box.appendChild(label);
  });
  document.getElementById("players").addEventListener("change", showSeats);
  showGame();
  const load = document.getElementById("load-opponent");
  const names = {hotseat: "you too (hot-seat)", boss: "the Boss (solo)"};
  for (const o of data.opponents) load.appendChild(el("option", {value: o}, names[o] || ("the " + o + " bot")));
  load.value = data.opponents.includes("greedy") ? "greedy" : data.opponents[0];
}

function opened(data) {
  window.location.href = data.url;
}

document.getElementById("new-game").addEventListener("submit", async (event) => {
  event.preventDefault();
  showError("");
  const game = chosenGame();
  const n = Number(document.getElementById("players").value);
  const seats = [];
  for (let i = 0; i < n; i++) {
    const v = document.getElementById("seat-" + i).value;
    seats.push(v.startsWith("bot:") ? {who: "bot", bot: v.slice(4)} : {who: v});
  }
  const options = {};
  for (const input of document.querySelectorAll("#fields [data-option]")) {
    const kind = input.dataset.kind;
    options[input.dataset.option] = kind === "check" ? input.checked
      : kind === "number" ? Number(input.value) : input.value;
  }
  const body = {game: game.name, players: n, seats: seats, options: options};
  const seed = document.getElementById("seed").value;
  if (seed !== "") body.seed = Number(seed);
  try { opened(await api("POST", "/api/games", body)); } catch (e) { showError(e.message); }
});

document.getElementById("load-game").addEventListener("submit", async (event) => {
  event.preventDefault();
  showError("");
  try {
    const record = await readFile(document.getElementById("load-file"));
    opened(await api("POST", "/api/games/load", {
      record: record, opponent: document.getElementById("load-opponent").value,
      seat: Number(document.getElementById("load-seat").value)}));
  } catch (e) { showError(e.message); }
});

document.getElementById("replay-game").addEventListener("submit", async (event) => {
  event.preventDefault();
  showError("");
  try {
    const record = await readFile(document.getElementById("replay-file"));
    window.location.href = (await api("POST", "/api/replays", {record: record})).url;
  } catch (e) { showError(e.message); }
});

fillGames().catch((e) => showError(e.message));
