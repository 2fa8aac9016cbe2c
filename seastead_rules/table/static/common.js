// Helpers shared by the table's pages.
"use strict";

async function api(method, url, body) {
  const init = {method: method, headers: {"Content-Type": "application/json"}};
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(url, init);
  let data;
  try { data = await response.json(); } catch (e) { data = {error: "the server sent no JSON"}; }
  if (!response.ok) throw new Error(data.error || ("HTTP " + response.status));
  return data;
}

function el(tag, attrs, text) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

function showError(message) {
  document.getElementById("error").textContent = message || "";
}

function readFile(input) {
  return new Promise((resolve, reject) => {
    const file = input.files[0];
    if (!file) { reject(new Error("choose a file first")); return; }
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(new Error("cannot read " + file.name));
    reader.readAsText(file);
  });
}

function renderScore(score, where) {
  const box = document.getElementById(where || "score");
  box.innerHTML = "";
  const table = el("table");
  const head = el("tr");
  head.appendChild(el("th", {}, ""));
  for (const name of score.players) head.appendChild(el("th", {}, name));
  table.appendChild(head);
  for (const row of score.rows) {
    const tr = el("tr");
    for (const cell of row) tr.appendChild(el("td", {}, String(cell)));
    table.appendChild(tr);
  }
  const total = el("tr", {class: "total"});
  total.appendChild(el("td", {}, "total"));
  for (const t of score.totals) total.appendChild(el("td", {}, String(t)));
  table.appendChild(total);
  box.appendChild(table);
  if (!where) box.appendChild(el("div", {id: "verdict"}, score.verdict));
}

// What cards keep on the table (points, counters, kept and open dive cards, turns,
// side rules), one line each; the section is hidden when there is none.
function renderCards(lines) {
  const list = document.getElementById("cards");
  list.innerHTML = "";
  for (const line of lines || []) list.appendChild(el("li", {}, line));
  document.getElementById("cards-box").hidden = !(lines && lines.length);
}

// The log: sentences grouped by turn; each line's source (the content line and its
// card, or the rulebook page) shows on demand: "show sources", or a tap on the line.
function renderLog(log) {
  const box = document.getElementById("log");
  box.innerHTML = "";
  for (const turn of log.turns) {
    const group = el("div", {class: "turn p" + turn.player});
    group.appendChild(el("h4", {}, turn.title));
    const list = el("ol");
    for (const line of turn.lines) list.appendChild(logLine(line));
    group.appendChild(list);
    box.appendChild(group);
  }
  box.scrollTop = box.scrollHeight;
  document.getElementById("log-count").textContent = log.count + " lines";
}

function logLine(line) {
  const li = el("li", {tabindex: "0"});
  li.dataset.step = line.step;
  li.appendChild(el("span", {class: "text"}, line.text));
  if (line.source) {
    li.appendChild(el("span", {class: "src"}, "source: " + line.source));
    li.title = "source: " + line.source;
    const toggle = () => li.classList.toggle("open");
    li.addEventListener("click", toggle);
    li.addEventListener("keydown", (e) => { if (e.key === "Enter") toggle(); });
  }
  return li;
}

function wireSources() {
  const box = document.getElementById("show-sources");
  box.addEventListener("change", () => {
    document.getElementById("log").classList.toggle("sources", box.checked);
  });
}
