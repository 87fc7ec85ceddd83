// Drawing the field, the players and the ball on a canvas, in field coordinates (metres, x to the
// right goal, y down as rcssserver's). Sizes of lines and goals come from the server's parameters.

const PITCH_LENGTH = 105, PITCH_WIDTH = 68, MARGIN = 5;
const PENALTY_AREA = [16.5, 40.32], GOAL_AREA = [5.5, 18.32], CENTRE_CIRCLE = 9.15, PENALTY_SPOT = 11;

// rcssserver's player state bits (monitor protocol)
export const STATE = {
  STAND: 0x1, KICK: 0x2, KICK_FAULT: 0x4, GOALIE: 0x8, CATCH: 0x10, CATCH_FAULT: 0x20,
  DISCARD: 0x100, BALL_COLLIDE: 0x400, PLAYER_COLLIDE: 0x800, TACKLE: 0x1000, TACKLE_FAULT: 0x2000,
  POST_COLLIDE: 0x10000, FOUL_CHARGED: 0x20000, YELLOW_CARD: 0x40000, RED_CARD: 0x80000,
};

const COLOURS = { l: '#f2c511', lGoalie: '#2fbf5b', r: '#e0463b', rGoalie: '#a35be0' };

/** The transform between the canvas and the field: fits field and margin, keeps the aspect. */
export class View {
  constructor(canvas) {
    this.canvas = canvas;
    this.resize();
  }

  resize() {
    const ratio = window.devicePixelRatio || 1;
    const w = this.canvas.clientWidth, h = this.canvas.clientHeight;
    this.canvas.width = Math.max(1, Math.round(w * ratio));
    this.canvas.height = Math.max(1, Math.round(h * ratio));
    const scale = Math.min(w / (PITCH_LENGTH + 2 * MARGIN), h / (PITCH_WIDTH + 2 * MARGIN));
    this.scale = scale * ratio;
    this.ox = this.canvas.width / 2;
    this.oy = this.canvas.height / 2;
    this.ratio = ratio;
  }

  px(x) { return this.ox + x * this.scale; }
  py(y) { return this.oy + y * this.scale; }

  /** Field coordinates of a point given in CSS pixels of the canvas. */
  field(cssX, cssY) {
    return { x: (cssX * this.ratio - this.ox) / this.scale, y: (cssY * this.ratio - this.oy) / this.scale };
  }
}

export function drawField(ctx, view, params) {
  const s = view.scale;
  ctx.fillStyle = '#2e7d32';
  ctx.fillRect(0, 0, view.canvas.width, view.canvas.height);
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = Math.max(1, 0.12 * s);
  const L = PITCH_LENGTH / 2, W = PITCH_WIDTH / 2;
  ctx.strokeRect(view.px(-L), view.py(-W), PITCH_LENGTH * s, PITCH_WIDTH * s);
  line(ctx, view, 0, -W, 0, W);
  circle(ctx, view, 0, 0, CENTRE_CIRCLE, false);
  circle(ctx, view, 0, 0, 0.25, true, 'rgba(255,255,255,0.85)');
  for (const side of [-1, 1]) {
    box(ctx, view, side, PENALTY_AREA);
    box(ctx, view, side, GOAL_AREA);
    circle(ctx, view, side * (L - PENALTY_SPOT), 0, 0.25, true, 'rgba(255,255,255,0.85)');
    const goal = (params.goal_width ?? 14.02) / 2;
    ctx.fillStyle = 'rgba(20,20,20,0.8)';
    const gx = side < 0 ? view.px(-L - 2) : view.px(L);
    ctx.fillRect(gx, view.py(-goal), 2 * s, 2 * goal * s);
  }
}

function box(ctx, view, side, [depth, width]) {
  const L = PITCH_LENGTH / 2, x0 = side < 0 ? -L : L - depth;
  ctx.strokeRect(view.px(x0), view.py(-width / 2), depth * view.scale, width * view.scale);
}

function line(ctx, view, x1, y1, x2, y2) {
  ctx.beginPath();
  ctx.moveTo(view.px(x1), view.py(y1));
  ctx.lineTo(view.px(x2), view.py(y2));
  ctx.stroke();
}

function circle(ctx, view, x, y, r, fill, colour) {
  ctx.beginPath();
  ctx.arc(view.px(x), view.py(y), Math.max(1, r * view.scale), 0, 2 * Math.PI);
  if (fill) {
    ctx.fillStyle = colour;
    ctx.fill();
  } else {
    ctx.stroke();
  }
}

const RAD = Math.PI / 180;

/** A player's view cone: body + neck, the view width, out to the visible distance of flags. */
export function drawViewCone(ctx, view, p, radius) {
  const dir = (p.body + p.neck) * RAD, half = (p.vw / 2) * RAD;
  ctx.beginPath();
  ctx.moveTo(view.px(p.x), view.py(p.y));
  ctx.arc(view.px(p.x), view.py(p.y), radius * view.scale, dir - half, dir + half);
  ctx.closePath();
  ctx.fillStyle = 'rgba(255,255,255,0.12)';
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.4)';
  ctx.lineWidth = 1;
  ctx.stroke();
}

/** One player: disc in the team's (or goalie's) colour, body line, neck line, number, stamina, highlights, card. */
export function drawPlayer(ctx, view, p, params, type) {
  if (!(p.state & STATE.STAND) && !(p.state & STATE.DISCARD)) return;
  const s = view.scale;
  const goalie = (p.state & STATE.GOALIE) !== 0;
  const colour = COLOURS[p.side + (goalie ? 'Goalie' : '')];
  const size = type?.player_size ?? params.player_size ?? 0.3;
  const r = Math.max(size * 3, 1.1) * s; // larger than life, as desktop monitors draw them
  const x = view.px(p.x), y = view.py(p.y);

  const kickable = size + (type?.kickable_margin ?? params.kickable_margin ?? 0.7) + (params.ball_size ?? 0.085);
  ctx.beginPath();
  ctx.arc(x, y, kickable * s, 0, 2 * Math.PI);
  ctx.strokeStyle = 'rgba(255,255,255,0.25)';
  ctx.lineWidth = 1;
  ctx.stroke();

  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = (p.state & STATE.DISCARD) ? '#666' : colour;
  ctx.fill();

  const ring = highlight(p.state);
  ctx.lineWidth = ring ? Math.max(2, 0.25 * s) : 1;
  ctx.strokeStyle = ring ?? '#111';
  ctx.stroke();

  ctx.lineWidth = Math.max(1.5, 0.12 * s);
  ctx.strokeStyle = '#111';
  ray(ctx, x, y, p.body * RAD, r);
  ctx.strokeStyle = '#fff';
  ray(ctx, x, y, (p.body + p.neck) * RAD, r * 1.6);

  ctx.fillStyle = '#111';
  ctx.font = `${Math.round(r * 1.1)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(p.unum), x, y + 0.5);

  const max = params.stamina_max ?? 8000;
  const w = 2 * r, h = Math.max(2, 0.2 * s);
  ctx.fillStyle = 'rgba(0,0,0,0.6)';
  ctx.fillRect(x - r, y + r + 2, w, h);
  ctx.fillStyle = p.stamina < max * 0.25 ? '#f55' : '#7cf';
  ctx.fillRect(x - r, y + r + 2, w * Math.max(0, Math.min(1, p.stamina / max)), h);

  if (p.state & (STATE.YELLOW_CARD | STATE.RED_CARD)) {
    ctx.fillStyle = (p.state & STATE.RED_CARD) ? '#e00' : '#ff0';
    ctx.fillRect(x + r * 0.8, y - r * 1.6, r * 0.6, r * 0.8);
  }
}

const LATENESS_COLOURS = { ok: '#3c3', slow: '#fb0', late: '#f33' };

/** The player's lateness indicator ({@code ok}, {@code slow}, {@code late}; nothing without timing): a dot at its upper left. */
export function drawLateness(ctx, view, p, params, type, level) {
  const colour = LATENESS_COLOURS[level];
  if (!colour || !(p.state & STATE.STAND)) return;
  const s = view.scale;
  const r = Math.max((type?.player_size ?? params.player_size ?? 0.3) * 3, 1.1) * s;
  ctx.beginPath();
  ctx.arc(view.px(p.x) - r * 1.1, view.py(p.y) - r * 1.1, Math.max(2.5, r * 0.35), 0, 2 * Math.PI);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = '#111';
  ctx.stroke();
}

/** The ring that tells what happened this cycle, or null. */
function highlight(state) {
  if (state & STATE.TACKLE) return (state & STATE.TACKLE_FAULT) ? '#a33' : '#f22';
  if (state & STATE.FOUL_CHARGED) return '#f0f';
  if (state & STATE.CATCH) return (state & STATE.CATCH_FAULT) ? '#478' : '#0ff';
  if (state & STATE.KICK) return (state & STATE.KICK_FAULT) ? '#999' : '#fff';
  if (state & (STATE.BALL_COLLIDE | STATE.PLAYER_COLLIDE | STATE.POST_COLLIDE)) return '#fa0';
  return null;
}

function ray(ctx, x, y, angle, length) {
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + Math.cos(angle) * length, y + Math.sin(angle) * length);
  ctx.stroke();
}

export function drawBall(ctx, view, ball, params) {
  const r = Math.max((params.ball_size ?? 0.085) * 4, 0.35) * view.scale;
  ctx.beginPath();
  ctx.arc(view.px(ball.x), view.py(ball.y), r, 0, 2 * Math.PI);
  ctx.fillStyle = '#fff';
  ctx.fill();
  ctx.strokeStyle = '#000';
  ctx.lineWidth = 1;
  ctx.stroke();
}
