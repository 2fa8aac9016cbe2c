// The start page: a new game, a saved game resumed, a record opened as a replay.
"use strict";

async function fillOpponents() {
  const data = await api("GET", "/api/options");
  const names = {hotseat: "another person here (hot-seat)", boss: "the Boss (solo)"};
  for (const id of ["opponent", "load-opponent"]) {
    const select = document.getElementById(id);
    for (const o of data.opponents) {
      select.appendChild(el("option", {value: o}, names[o] || (o + " bot")));
    }
    select.value = data.opponents.includes("greedy") ? "greedy" : data.opponents[0];
  }
}

function opened(data) {
  if (data.links.length === 1) { window.location.href = data.url; return; }
  const list = document.getElementById("links");
  list.innerHTML = "";
  list.appendChild(el("li", {}, "Hot-seat: one screen for both, or one link per seat:"));
  for (const link of data.links) {
    const li = el("li");
    li.appendChild(el("a", {href: link.url, class: "seat-link"}, link.label));
    list.appendChild(li);
  }
}

document.getElementById("new-game").addEventListener("submit", async (event) => {
  event.preventDefault();
  showError("");
  const f = event.target;
  const body = {opponent: f.opponent.value, seat: Number(f.seat.value),
                sides: f.sides.value, specialists: f.specialists.value};
  if (f.seed.value !== "") body.seed = Number(f.seed.value);
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

fillOpponents().catch((e) => showError(e.message));
