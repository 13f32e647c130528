// The class page's one script: each tile the server pushes (server-sent events) takes its
// station's place; a station that has not stepped for 5 minutes is greyed out, and one
// silent for an hour leaves the page. Nothing is fetched but /events, and /due while the
// "Practice due" section says it is incomplete (the schedules still being worked out).
"use strict";
(function () {
  const IDLE_S = 300, GONE_S = 3600;
  const grid = document.getElementById("tiles");
  const live = document.getElementById("live");
  const empty = document.getElementById("empty");
  let offset = Number(live.dataset.now) - Date.now() / 1000; // the server's clock less ours

  function byStation() {
    const found = new Map();
    for (const el of grid.querySelectorAll(".tile")) found.set(el.dataset.station, el);
    return found;
  }

  function place(data) {
    const tiles = byStation();
    const old = tiles.get(data.station);
    if (old && Number(old.dataset.steps) > data.steps && Number(old.dataset.at) > data.at) return;
    const holder = document.createElement("template");
    holder.innerHTML = data.html.trim();
    const tile = holder.content.firstElementChild;
    if (old) {
      old.replaceWith(tile);
    } else {
      const after = [...tiles.keys()].sort((a, b) => a.localeCompare(b))
        .find((name) => name.localeCompare(data.station) > 0);
      grid.insertBefore(tile, after === undefined ? null : tiles.get(after));
    }
    empty.hidden = true;
  }

  function age() {
    const now = Date.now() / 1000 + offset;
    for (const el of grid.querySelectorAll(".tile")) {
      const idle = now - Number(el.dataset.at);
      if (idle >= GONE_S) el.remove();
      else el.classList.toggle("idle", idle >= IDLE_S);
    }
    empty.hidden = grid.querySelector(".tile") !== null;
  }

  const events = new EventSource(grid.dataset.events);
  events.addEventListener("tile", (e) => {
    const data = JSON.parse(e.data);
    offset = data.now - Date.now() / 1000;
    place(data);
  });
  events.addEventListener("open", () => {
    live.textContent = live.dataset.live;
    live.classList.remove("lost");
  });
  events.addEventListener("error", () => {
    live.textContent = live.dataset.lost;
    live.classList.add("lost");
  });
  setInterval(age, 5000);

  function dueLater() {
    const section = document.getElementById("due");
    if (!section || !section.querySelector(".due-reading")) return;
    setTimeout(() => {
      fetch("/due", { credentials: "same-origin" })
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
        .then((html) => {
          const holder = document.createElement("template");
          holder.innerHTML = html.trim();
          const fresh = holder.content.firstElementChild;
          if (fresh) section.replaceWith(fresh);
          dueLater();
        }, () => {});
    }, 2000);
  }
  dueLater();
})();
