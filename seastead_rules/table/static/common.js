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

function renderScore(score) {
  const box = document.getElementById("score");
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
  box.appendChild(el("div", {id: "verdict"}, score.verdict));
}

// What cards keep on the table (points, counters, kept and open dive cards, turns,
// side rules), one line each; the section is hidden when there is none.
function renderCards(lines) {
  const list = document.getElementById("cards");
  list.innerHTML = "";
  for (const line of lines || []) list.appendChild(el("li", {}, line));
  document.getElementById("cards-box").hidden = !(lines && lines.length);
}

function renderLog(log) {
  const list = document.getElementById("log");
  list.innerHTML = "";
  let last = null;
  for (const line of log.lines) {
    const li = el("li");
    if (line.step !== last) {
      li.appendChild(el("span", {class: "step"},
        (line.step ? line.step + ". " + line.action : "setup") + ": "));
      last = line.step;
    }
    li.appendChild(el("span", {}, line.text));
    if (line.src) li.appendChild(el("span", {class: "src", title: "why: the rule behind it"},
      "  [" + line.src + "]"));
    list.appendChild(li);
  }
  list.scrollTop = list.scrollHeight;
  document.getElementById("log-count").textContent = log.count + " lines";
}
