// The page: one WebSocket to the server, the latest show drawn on every animation frame it changed,
// the scoreboard and lists kept as text, and the referee's controls sent with the token.
import { View, drawField, drawPlayer, drawBall, drawViewCone, drawLateness } from './field.js';
import { Lateness } from './timing.js';

const $ = (id) => document.getElementById(id);
const state = {
  params: {}, playerParams: {}, types: {}, show: null, drawn: null, paused: false,
  hover: null, armed: null, socket: null, tableAt: 0, lateness: new Lateness(),
};
const MAX_MESSAGES = 200;
const TABLE_INTERVAL_MS = 100;
// how far the view cone is drawn: about where rcssserver stops showing a player's team (unum_far_length 20 to team_far_length 40)
const VIEW_CONE_RADIUS = 40;

const canvas = $('field');
const ctx = canvas.getContext('2d');
const view = new View(canvas);
window.addEventListener('resize', () => { view.resize(); state.drawn = null; });

function connect() {
  const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  state.socket = socket;
  socket.onopen = () => status('connected', false);
  socket.onclose = () => {
    status('disconnected: reconnecting…', true);
    setTimeout(connect, 1000);
  };
  socket.onmessage = (e) => receive(JSON.parse(e.data));
  return socket;
}

function status(text, down) {
  const c = $('connection');
  c.textContent = text;
  c.classList.toggle('down', down);
}

function receive(m) {
  if (m.show) state.show = m.show;
  else if (m.msg) message(m.msg);
  else if (m.timing) timing(m.timing);
  else if (m.server_param) { state.params = m.server_param; state.types = {}; $('messages').textContent = ''; state.lateness.clear(); }
  else if (m.player_param) state.playerParams = m.player_param;
  else if (m.player_type) state.types[m.player_type.id] = m.player_type;
  else if (m.control) controlAnswer(m.control);
  else if (m.replay) { replayState(m.replay); $('timing-list').hidden = true; }
  else if (m.live) replayState(null);
  else if (m.notice) $('log-status').textContent = m.notice;
  else if (m.loading) { $('log-status').textContent = 'the server is still reading its log…'; setTimeout(() => state.socket.close(), 500); }
}

// the board also carries what players and coaches say (server::send_comms); the list is the referee's
function message(msg) {
  if (!msg.message.startsWith('(referee ')) return;
  const list = $('messages');
  const item = document.createElement('li');
  item.textContent = `${msg.time}: ${msg.message.slice('(referee '.length, -1)}`;
  list.appendChild(item);
  while (list.children.length > MAX_MESSAGES) list.removeChild(list.firstChild);
  list.scrollTop = list.scrollHeight;
}

// the players' live timing (a Pitch server sends it about once a second): the table and each player's indicator
function timing(t) {
  state.lateness.update(t);
  state.drawn = null; // the indicators change
  $('timing-list').hidden = !!state.replay;
  text('timing-caption', `half ${t.half}, cycle ${t.time}`);
  const rows = t.players.map((p) => {
    const level = state.lateness.level(p.side, p.unum);
    return `<tr data-side="${p.side}" data-unum="${p.unum}"><td>${p.side} ${p.unum}</td>`
      + `<td class="now"><span class="lateness ${level}" title="${level}"></span></td><td class="holes">${p.holes}</td>`
      + `<td class="clashes">${p.clashes}</td><td class="late">${p.late}</td><td class="flood">${p.flood_dropped}</td>`
      + `<td class="p95">${ms(p.first_command_ms, 'p95')}</td><td class="max">${ms(p.first_command_ms, 'max')}</td></tr>`;
  });
  $('timing').innerHTML = rows.join('');
}

// a latency in ms, or a dash without samples (a player that sent nothing)
function ms(latency, key) {
  return latency.samples ? latency[key].toFixed(1) : '–';
}

function frame(now) {
  const show = state.show;
  if (show && !state.paused && (show !== state.drawn || state.hover !== state.hoverDrawn)) {
    draw(show);
    scoreboard(show);
    if (now - state.tableAt >= TABLE_INTERVAL_MS) {
      players(show);
      state.tableAt = now;
    }
    state.drawn = show;
    state.hoverDrawn = state.hover;
  }
  requestAnimationFrame(frame);
}

function draw(show) {
  drawField(ctx, view, state.params);
  const hovered = show.players.find((p) => p.side === state.hover?.side && p.unum === state.hover?.unum);
  if (hovered) drawViewCone(ctx, view, hovered, state.params.visible_distance > 3 ? 40 : 40);
  for (const p of show.players) {
    drawPlayer(ctx, view, p, state.params, state.types[p.type]);
    if (!state.replay) drawLateness(ctx, view, p, state.params, state.types[p.type], state.lateness.level(p.side, p.unum));
  }
  drawBall(ctx, view, show.ball, state.params);
}

function scoreboard(show) {
  const l = show.team?.l ?? {}, r = show.team?.r ?? {};
  text('left-name', l.name ?? '–');
  text('right-name', r.name ?? '–');
  text('left-score', penalties(l));
  text('right-score', penalties(r));
  text('time', show.stime ? `${show.time} (+${show.stime})` : String(show.time));
  text('playmode', show.mode ?? '–');
}

function penalties(t) {
  const score = String(t.score ?? 0);
  return t.pen_score !== undefined ? `${score} (${t.pen_score})` : score;
}

function text(id, value) {
  const e = $(id);
  if (e.textContent !== value) e.textContent = value;
}

function players(show) {
  const rows = [];
  for (const p of show.players) {
    if (!p.state) continue;
    rows.push(`<tr data-side="${p.side}" data-unum="${p.unum}"><td>${p.side}</td><td>${p.unum}</td>`
      + `<td class="x">${p.x.toFixed(2)}</td><td class="y">${p.y.toFixed(2)}</td><td>${Math.round(p.stamina)}</td></tr>`);
  }
  const html = rows.join('');
  const body = $('players');
  if (body.innerHTML !== html) body.innerHTML = html;
}

// ------------------------------------------------------------------ pointer: hover and clicks

canvas.addEventListener('mousemove', (e) => {
  const at = view.field(e.offsetX, e.offsetY);
  const show = state.show;
  let best = null, bestDist = 2.0;
  for (const p of show?.players ?? []) {
    if (!p.state) continue;
    const d = Math.hypot(p.x - at.x, p.y - at.y);
    if (d < bestDist) { best = p; bestDist = d; }
  }
  state.hover = best ? { side: best.side, unum: best.unum } : null;
  canvas.title = best ? `${best.side} ${best.unum}: (${best.x.toFixed(2)}, ${best.y.toFixed(2)}), body ${best.body}°, neck ${best.neck}°, stamina ${Math.round(best.stamina)}` : '';
});

canvas.addEventListener('click', (e) => {
  if (!state.armed) return;
  const at = view.field(e.offsetX, e.offsetY);
  const command = state.armed === 'drop_ball' ? `drop_ball ${at.x.toFixed(2)} ${at.y.toFixed(2)}`
    : `free_kick ${state.armed === 'free_kick_l' ? 'l' : 'r'} ${at.x.toFixed(2)} ${at.y.toFixed(2)}`;
  arm(null);
  control(command);
});

// ------------------------------------------------------------------ controls

const tokenInput = $('token');
tokenInput.value = sessionStorage.getItem('pitch.token') ?? new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
tokenInput.addEventListener('change', () => sessionStorage.setItem('pitch.token', tokenInput.value.trim()));

function control(command) {
  const token = tokenInput.value.trim();
  if (!token) { $('control-status').textContent = 'enter the token the server printed'; return; }
  if (state.socket?.readyState !== WebSocket.OPEN) { $('control-status').textContent = 'not connected'; return; }
  state.socket.send(`control ${token} ${command}`);
  $('control-status').textContent = `sent: ${command}`;
}

function controlAnswer(answer) {
  $('control-status').textContent = answer.ok ? `done: ${answer.ok}` : `refused: ${answer.refused}`;
}

function arm(what) {
  state.armed = what;
  for (const [id, name] of [['drop-ball', 'drop_ball'], ['free-kick-l', 'free_kick_l'], ['free-kick-r', 'free_kick_r']]) {
    $(id).classList.toggle('armed', what === name);
  }
  if (what) $('control-status').textContent = 'click the spot on the field';
}

$('kick-off').addEventListener('click', () => control('kick_off'));
$('drop-ball').addEventListener('click', () => arm(state.armed === 'drop_ball' ? null : 'drop_ball'));
$('free-kick-l').addEventListener('click', () => arm(state.armed === 'free_kick_l' ? null : 'free_kick_l'));
$('free-kick-r').addEventListener('click', () => arm(state.armed === 'free_kick_r' ? null : 'free_kick_r'));
$('pause').addEventListener('click', () => {
  state.paused = !state.paused;
  $('pause').setAttribute('aria-pressed', String(state.paused));
  $('pause').textContent = state.paused ? 'Resume view' : 'Pause view';
  state.drawn = null;
});

// ------------------------------------------------------------------ recorded matches

function replayState(r) {
  state.replay = r;
  $('replay').hidden = !r;
  if (!r) return;
  $('replay-summary').textContent = r.summary;
  $('replay-play').textContent = r.playing ? 'Pause' : 'Play';
  const seek = $('replay-seek');
  seek.min = String(r.first);
  seek.max = String(r.last);
  if (!state.seeking) seek.value = String(r.time);
  $('replay-speed').value = String(r.speed);
}

function replay(command) {
  if (state.socket?.readyState === WebSocket.OPEN) state.socket.send(`replay ${command}`);
}

$('replay-play').addEventListener('click', () => replay(state.replay?.playing ? 'pause' : 'play'));
$('replay-step').addEventListener('click', () => replay('step'));
$('replay-start').addEventListener('click', () => replay(`seek ${state.replay?.first ?? 0}`));
$('replay-speed').addEventListener('change', (e) => replay(`speed ${e.target.value}`));
$('replay-seek').addEventListener('input', () => { state.seeking = true; });
$('replay-seek').addEventListener('change', (e) => { state.seeking = false; replay(`seek ${e.target.value}`); });
$('replay-go').addEventListener('click', () => replay(`seek ${$('replay-cycle').value || 0}`));
$('replay-live').addEventListener('click', () => replay('live'));

$('log-file').addEventListener('change', async (e) => {
  const file = e.target.files[0];
  if (!file) return;
  const token = tokenInput.value.trim();
  if (!token) { $('log-status').textContent = 'opening a log needs the token the server printed'; return; }
  $('log-status').textContent = `reading ${file.name}…`;
  try {
    const answer = await fetch('/logs', { method: 'POST', headers: { 'X-Pitch-Token': token }, body: file });
    const json = await answer.json();
    if (json.log) {
      $('log-status').textContent = `${file.name}: ${json.log.summary}`;
      replay(`open ${json.log.id}`);
    } else {
      $('log-status').textContent = json.error ?? `the server answered ${answer.status}`;
    }
  } catch (err) {
    $('log-status').textContent = `could not send ${file.name}: ${err}`;
  }
});

connect();
requestAnimationFrame(frame);
