// The replay viewer: one state of a recorded game at a time, by step.
"use strict";

const replayId = decodeURIComponent(window.location.pathname.split("/").pop());
let steps = 0;
let step = 0;
let wanted = 0;

function render(view) {
  steps = view.steps;
  step = view.step;
  document.body.dataset.step = view.step;
  const slider = document.getElementById("slider");
  slider.max = view.steps;
  slider.value = view.step;
  document.getElementById("step").textContent = view.step + " of " + view.steps;
  document.getElementById("status").textContent = view.status;
  document.getElementById("game-title").textContent = view.title + ": a replay";
  const style = document.getElementById("game-style");
  if (!style.getAttribute("href")) style.href = "/api/styles/" + view.game + ".css";
  document.getElementById("action").textContent =
    view.step ? "last action: " + view.action : "the setup";
  document.getElementById("why").textContent = view.next && view.question.why
    ? "why the next question: " + view.question.why : "";
  document.getElementById("next").textContent =
    view.next ? "next: " + view.question.prompt + " → " + view.next : "";
  document.getElementById("board").innerHTML = view.board;
  renderScore(view.score);
  renderCards(view.cards);
  renderLog(view.log);
  showError(view.stopped && view.step === view.steps ? "replay stopped: " + view.stopped : "");
}

async function go(n) {
  wanted = Math.max(0, Math.min(n, steps || n));
  try {
    const view = await api("GET", "/api/replays/" + encodeURIComponent(replayId) +
                           "?step=" + wanted);
    if (view.step === wanted) render(view);
  } catch (e) { showError(e.message); }
}

document.getElementById("first").addEventListener("click", () => go(0));
document.getElementById("back").addEventListener("click", () => go(step - 1));
document.getElementById("forward").addEventListener("click", () => go(step + 1));
document.getElementById("last").addEventListener("click", () => go(steps));
document.getElementById("slider").addEventListener("input", (e) => go(Number(e.target.value)));
document.addEventListener("keydown", (e) => {
  if (e.key === "ArrowLeft") go(step - 1);
  if (e.key === "ArrowRight") go(step + 1);
});
wireSources();
go(0);
