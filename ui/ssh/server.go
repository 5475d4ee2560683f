// Package ssh serves haunt's solo games over SSH ("haunt serve"). Every
// connection gets the same app as the local terminal, drawn with its own
// renderer and color profile, and limited to the games one player can play.
//
// A player is their public key: the key's SHA-256 fingerprint names the
// folder that holds their saves (or their rows, when the saves are in
// PostgreSQL, shared by several servers), so a player sees and resumes only
// their own games, and nothing typed ever chooses a path. The app saves every answer as
// it is given, so a dropped connection loses nothing and the title menu
// offers "Continue" on the next visit.
//
// The server is shared, so it protects players from each other: a cap on
// sessions, a rate limit per address, an idle timeout, one live session per
// key (a new connection takes over from an old one), a wall around panics,
// and a shutdown that tells every player where their game is saved.
package ssh

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/adrg/xdg"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/log"
	gssh "github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	bm "github.com/charmbracelet/wish/bubbletea"
	"github.com/charmbracelet/wish/ratelimiter"
	"github.com/muesli/termenv"
	"github.com/pires/go-proxyproto"
	xssh "golang.org/x/crypto/ssh"
	"golang.org/x/time/rate"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/app"
	"github.com/hauntgames/haunt/ui/games"
)

// Defaults of Config.
const (
	DefaultListen      = "127.0.0.1:2222"
	DefaultMaxSessions = 500
	DefaultIdleTimeout = 30 * time.Minute
	// DefaultRate and DefaultBurst limit new sessions per address: a
	// classroom behind one address gets in at once (50), and 300 players
	// within a minute; a flood does not.
	DefaultRate  = rate.Limit(5) // per second
	DefaultBurst = 50
	// HostKeyFile is the host key's name in the data folder.
	HostKeyFile = "ssh_host_ed25519_key"
)

// handshakeLimit is how long a connection may take to log in and open its
// session (sshd's LoginGraceTime: long enough to type a key's passphrase);
// after that it is closed, so half-open connections cannot pile up.
const handshakeLimit = 2 * time.Minute

// proxyHeaderWait is how long a balancer's connection may take to send its
// PROXY header.
const proxyHeaderWait = 5 * time.Second

// replaceWait is how long a new session waits for the same player's old
// one to close.
const replaceWait = 10 * time.Second

// Config says how to serve.
type Config struct {
	// Games are the games the server knows; it offers those one player can
	// play (MinSeats 1). Nil: every built-in game.
	Games []rules.Definition
	// DataDir holds the host key (unless HostKey says otherwise) and the
	// players' saves, in DataDir/players/ID/saves. Empty: DefaultDataDir.
	DataDir string
	// HostKey is the host key file, made on the first start. Empty:
	// DataDir/ssh_host_ed25519_key.
	HostKey string
	// Allow is an authorized_keys file: only its keys may play. Empty: any
	// key may.
	Allow string
	// MaxSessions caps the sessions at once. 0: DefaultMaxSessions.
	MaxSessions int
	// IdleTimeout closes a session nobody typed in for that long, after
	// saying goodbye. 0: DefaultIdleTimeout; negative: never.
	IdleTimeout time.Duration
	// Rate and Burst limit new sessions per remote address. 0: the
	// defaults.
	Rate  rate.Limit
	Burst int
	// Version is written into saves and shown on the title screen.
	Version string
	// Logger gets connects, disconnects and errors; never a key or what a
	// save holds. Nil: log.Default().
	Logger *log.Logger
	// Seed and Now are the app's seed source and clock. Nil: random seeds,
	// time.Now.
	Seed func() uint64
	Now  func() time.Time
	// Saves keeps the players' saves. Nil: files, in DataDir/players.
	Saves Keeper
	// ProxyFrom lists the balancers (addresses or CIDR ranges) in front of
	// the server: a connection from one of them must begin with a PROXY
	// protocol header (v1 or v2) giving the player's own address, which the
	// rate limit and the log then use. Others connect as they are.
	ProxyFrom []string
}

// DefaultDataDir is where the server keeps its host key and the players'
// saves: $XDG_DATA_HOME/haunt/serve (~/.local/share/haunt/serve), apart from
// the local player's own saves.
func DefaultDataDir() (string, error) {
	home := xdg.DataHome
	if home == "" || !filepath.IsAbs(home) {
		return "", errors.New("cannot tell where to keep the server's data: set XDG_DATA_HOME or HOME to an absolute path, or use --data DIR")
	}
	return filepath.Join(home, "haunt", "serve"), nil
}

// SoloGames are the games of defs that one player can play: what the server
// offers. A new solo-capable game shows up here without any change.
func SoloGames(defs []rules.Definition) []rules.Definition {
	var out []rules.Definition
	for _, d := range defs {
		if d.MinSeats <= 1 {
			out = append(out, d)
		}
	}
	return out
}

// Server is haunt's SSH server.
type Server struct {
	cfg   Config
	log   *log.Logger
	games []rules.Definition
	allow map[string]bool // marshalled keys; nil: any key
	srv   *gssh.Server
	limit ratelimiter.RateLimiter

	// NewKey reports whether the host key was made by this start.
	NewKey bool

	mu        sync.Mutex
	listeners []net.Listener
	live      map[string]*session       // by player: one live session each
	bySess    map[gssh.Session]*session // every admitted session
	stopping  bool
	wg        sync.WaitGroup // admitted sessions
	nextID    atomic.Uint64

	// newApp makes the app for one connection; tests swap it.
	newApp func(r *lipgloss.Renderer, o app.Options) tea.Model
	// scavenge returns ended sessions' memory to the system.
	scavenge *scavenger
	// proxy is the PROXY protocol policy, when ProxyFrom is set.
	proxy proxyproto.ConnPolicyFunc
	// watching is started by the first Serve when the keeper is shared
	// with other servers; stopWatching ends it.
	watching     sync.Once
	watchCtx     context.Context
	stopWatching context.CancelFunc
}

// Context keys, per connection.
type ctxKey int

const (
	keyRefused   ctxKey = iota // a key was offered and refused
	keyTold                    // the no-key message was shown
	keyHandshake               // the *time.Timer closing a slow login
)

// New checks the configuration, reads or makes the host key, reads the
// allow list, and returns a server ready to Serve. Every error says what is
// wrong in words for the person starting it.
func New(cfg Config) (*Server, error) {
	deep.once.Do(startDeep) // before any session: the workers are the server's, not a session's
	if cfg.Games == nil {
		cfg.Games = games.All()
	}
	if cfg.DataDir == "" {
		d, err := DefaultDataDir()
		if err != nil {
			return nil, err
		}
		cfg.DataDir = d
	}
	if cfg.HostKey == "" {
		cfg.HostKey = filepath.Join(cfg.DataDir, HostKeyFile)
	}
	if cfg.MaxSessions == 0 {
		cfg.MaxSessions = DefaultMaxSessions
	}
	if cfg.MaxSessions < 0 {
		return nil, fmt.Errorf("the most sessions must be at least 1, not %d", cfg.MaxSessions)
	}
	if cfg.IdleTimeout == 0 {
		cfg.IdleTimeout = DefaultIdleTimeout
	}
	if cfg.Rate <= 0 {
		cfg.Rate = DefaultRate
	}
	if cfg.Burst <= 0 {
		cfg.Burst = DefaultBurst
	}
	if cfg.Logger == nil {
		cfg.Logger = log.Default()
	}
	s := &Server{
		cfg:      cfg,
		log:      cfg.Logger,
		games:    SoloGames(cfg.Games),
		live:     map[string]*session{},
		bySess:   map[gssh.Session]*session{},
		limit:    ratelimiter.NewRateLimiter(cfg.Rate, cfg.Burst, 4096),
		newApp:   app.New,
		scavenge: newScavenger(),
	}
	if len(s.games) == 0 {
		return nil, errors.New("none of the games can be played alone, so there is nothing to serve")
	}
	if len(cfg.ProxyFrom) > 0 {
		for _, r := range cfg.ProxyFrom {
			if _, err := proxyproto.PolicyFromRanges([]string{r}, proxyproto.REQUIRE, proxyproto.IGNORE); err != nil {
				return nil, fmt.Errorf("the balancer %q is not an address or a range like 10.0.0.0/24", r)
			}
		}
		s.proxy, _ = proxyproto.PolicyFromRanges(cfg.ProxyFrom, proxyproto.REQUIRE, proxyproto.IGNORE)
	}
	if cfg.Allow != "" {
		allow, err := readAllowed(cfg.Allow)
		if err != nil {
			return nil, err
		}
		s.allow = allow
	}
	key, created, err := HostKey(cfg.HostKey)
	if err != nil {
		return nil, err
	}
	s.NewKey = created
	if st, err := os.Stat(cfg.HostKey); err == nil && st.Mode().Perm()&0o077 != 0 {
		s.log.Warn("the host key can be read by others; chmod 600 it", "file", cfg.HostKey, "mode", st.Mode().Perm())
	}
	if s.cfg.Saves == nil {
		if err := os.MkdirAll(filepath.Join(cfg.DataDir, "players"), 0o700); err != nil {
			return nil, fmt.Errorf("cannot make the players' folder in %s: %v", cfg.DataDir, pathProblem(err))
		}
		s.cfg.Saves = files{cfg.DataDir}
	}
	s.watchCtx, s.stopWatching = context.WithCancel(context.Background())

	// Connections are closed if quiet for much longer than a session may
	// idle: the session says goodbye first, this only reaps dead peers.
	connIdle := time.Duration(0)
	if cfg.IdleTimeout > 0 {
		connIdle = cfg.IdleTimeout + time.Minute
	}
	srv, err := wish.NewServer(
		wish.WithHostKeyPEM(key),
		wish.WithVersion("haunt"),
		wish.WithPublicKeyAuth(s.publicKey),
		wish.WithKeyboardInteractiveAuth(s.noKey),
		wish.WithIdleTimeout(connIdle),
		// Listed innermost first: a session passes the guard, the rate
		// limit, the terminal check and admission, then runs the app.
		wish.WithMiddleware(
			bm.MiddlewareWithProgramHandler(s.program, termenv.Ascii),
			s.playerSession,
			s.needTerminal,
			s.rateLimit,
			s.guard,
		),
	)
	if err != nil {
		return nil, err
	}
	srv.ConnCallback = s.startHandshake
	srv.ConnectionFailedCallback = func(conn net.Conn, err error) {
		s.log.Debug("login failed", "addr", conn.RemoteAddr(), "err", err)
	}
	s.srv = srv
	return s, nil
}

// Serve answers connections on l until Shutdown or Close, then returns nil.
// It may be called before or after either: the listener is closed then too.
func (s *Server) Serve(l net.Listener) error {
	s.mu.Lock()
	if s.stopping {
		s.mu.Unlock()
		l.Close()
		return nil
	}
	if s.proxy != nil {
		l = &proxyproto.Listener{Listener: l, ConnPolicy: s.proxy, ReadHeaderTimeout: proxyHeaderWait}
	}
	s.listeners = append(s.listeners, l)
	s.mu.Unlock()
	if w, ok := s.cfg.Saves.(watcher); ok {
		s.watching.Do(func() { go w.Watch(s.watchCtx, s.lost, s.watchFailed) })
	}
	err := s.srv.Serve(l)
	if errors.Is(err, gssh.ErrServerClosed) {
		return nil
	}
	return err
}

// Sessions is the number of sessions admitted and not yet over.
func (s *Server) Sessions() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.bySess)
}

// Shutdown stops taking connections, tells every player the server is
// stopping and where their game is saved (each answer was saved when it was
// given, so there is nothing left to write), waits for the sessions to end
// and closes every connection. When ctx ends first, the rest are closed at
// once.
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	s.stopping = true
	live := make([]*session, 0, len(s.bySess))
	for _, ss := range s.bySess {
		live = append(live, ss)
	}
	s.mu.Unlock()

	// Close the listeners (an ended context: do not wait for connections).
	done, cancel := context.WithCancel(context.Background())
	cancel()
	_ = s.srv.Shutdown(done)
	s.closeListeners()

	s.log.Info("stopping", "sessions", len(live))
	for _, ss := range live {
		ss.end(endStopping)
	}
	over := make(chan struct{})
	go func() {
		s.wg.Wait()
		close(over)
	}()
	var err error
	select {
	case <-over:
		// Let clients hang up after the last words before cutting the
		// connections that remain.
		grace, cancel := context.WithTimeout(ctx, time.Second)
		_ = s.srv.Shutdown(grace)
		cancel()
	case <-ctx.Done():
		err = ctx.Err()
		s.log.Warn("sessions still open at the deadline; closing them", "sessions", s.Sessions())
	}
	if cerr := s.srv.Close(); err == nil {
		err = cerr
	}
	s.scavenge.stop()
	s.stopWatching()
	return err
}

// Close closes every connection at once, without goodbyes.
func (s *Server) Close() error {
	s.mu.Lock()
	s.stopping = true
	s.mu.Unlock()
	s.scavenge.stop()
	s.stopWatching()
	err := s.srv.Close()
	s.closeListeners()
	return err
}

// closeListeners closes the listeners Serve was given, also one whose
// Serve had not yet begun to accept when the server was stopped (the
// embedded server only closes those it has started on).
func (s *Server) closeListeners() {
	s.mu.Lock()
	ls := s.listeners
	s.listeners = nil
	s.mu.Unlock()
	for _, l := range ls {
		_ = l.Close()
	}
}

// startHandshake gives a new connection handshakeLimit to log in and open
// its session; guard stops the clock.
func (s *Server) startHandshake(ctx gssh.Context, conn net.Conn) net.Conn {
	ctx.SetValue(keyHandshake, time.AfterFunc(handshakeLimit, func() { conn.Close() }))
	return conn
}

// publicKey lets a key in: any key, or with --allow the keys listed.
func (s *Server) publicKey(ctx gssh.Context, key gssh.PublicKey) bool {
	if s.allow == nil || s.allow[string(key.Marshal())] {
		return true
	}
	ctx.SetValue(keyRefused, true)
	return false
}

// noKey is keyboard-interactive login, which never succeeds: it is how a
// client that has no acceptable key is told, once, what to do. Passwords
// are never asked for.
func (s *Server) noKey(ctx gssh.Context, challenge xssh.KeyboardInteractiveChallenge) bool {
	if ctx.Value(keyTold) != nil {
		return false
	}
	ctx.SetValue(keyTold, true)
	msg := noKeyMessage(portOf(ctx.LocalAddr()))
	if ctx.Value(keyRefused) != nil {
		msg = refusedMessage()
	}
	_, _ = challenge("", msg, nil, nil)
	return false
}

// guard is the outermost middleware: the login is done, and a panic
// anywhere below is logged and ends only this session.
func (s *Server) guard(next gssh.Handler) gssh.Handler {
	return func(sess gssh.Session) {
		if t, ok := sess.Context().Value(keyHandshake).(*time.Timer); ok {
			t.Stop()
		}
		defer func() {
			if r := recover(); r != nil {
				s.log.Error("session handler panicked", "addr", sess.RemoteAddr(), "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
				_ = sess.Exit(1)
			}
		}()
		next(sess)
	}
}

// rateLimit refuses an address that opens sessions too fast (wish's
// limiter, logged here).
func (s *Server) rateLimit(next gssh.Handler) gssh.Handler {
	return func(sess gssh.Session) {
		if err := s.limit.Allow(sess); err != nil {
			s.log.Warn("refused", "addr", sess.RemoteAddr(), "why", "rate limit")
			wish.Fatalln(sess, "haunt: too many connections from your address; "+err.Error())
			return
		}
		next(sess)
	}
}

// needTerminal refuses a session without a terminal, and says how to ask
// for one (wish's activeterm, with words a player can act on).
func (s *Server) needTerminal(next gssh.Handler) gssh.Handler {
	return func(sess gssh.Session) {
		if _, _, ok := sess.Pty(); ok {
			next(sess)
			return
		}
		s.log.Info("refused", "addr", sess.RemoteAddr(), "why", "no terminal")
		fmt.Fprint(sess.Stderr(), crlf(noTerminalMessage(portOf(sess.LocalAddr()))))
		_ = sess.Exit(1)
	}
}

// playerSession admits a session (the cap, one session per player), runs
// the app (next), and says goodbye.
func (s *Server) playerSession(next gssh.Handler) gssh.Handler {
	return func(sess gssh.Session) {
		key := sess.PublicKey()
		if key == nil { // only key logins get this far
			_ = sess.Exit(1)
			return
		}
		ss, refusal := s.admit(sess, PlayerID(key))
		if ss == nil {
			s.log.Info("refused", "addr", sess.RemoteAddr(), "player", short(PlayerID(key)), "why", refusal)
			fmt.Fprint(sess.Stderr(), crlf(map[string]string{
				"full": fullMessage, "stopping": stoppingMessage, "busy": busyMessage,
			}[refusal]))
			_ = sess.Exit(1)
			return
		}
		store, letGo, err := s.cfg.Saves.Hold(sess.Context(), ss.player)
		if err != nil {
			s.log.Error("refused", "addr", sess.RemoteAddr(), "player", short(ss.player), "why", "saves unreachable", "err", err)
			s.release(ss) // before the player hears: the session is already over
			fmt.Fprint(sess.Stderr(), crlf(savesMessage))
			_ = sess.Exit(1)
			return
		}
		ss.store = store
		pty, winch, _ := sess.Pty()
		s.log.Info("connect", "session", ss.id, "player", short(ss.player), "addr", sess.RemoteAddr(),
			"term", pty.Term, "width", pty.Window.Width, "height", pty.Window.Height)
		ss.watchIdle(s.cfg.IdleTimeout)
		func() {
			defer func() {
				if r := recover(); r != nil {
					ss.reason.Store(int32(endCrashed))
					var a tea.Model
					if g := ss.model(); g != nil {
						a = g.inner
					}
					s.logCrash(ss, a, r, debug.Stack())
				}
			}()
			next(sess)
		}()
		if m := ss.model(); m != nil {
			m.screen.close() // before the goodbye, which goes on the main screen
		}
		ss.stopIdle()
		// Nobody reads the window changes any more; keep the channel
		// moving until the session's requests end.
		go func() {
			for range winch {
			}
		}()
		why := ss.ending()
		save := ""
		if g := ss.game(); g != nil {
			save = g.Name
		}
		_, _ = fmt.Fprint(sess, crlf(farewell(why, save, s.cfg.IdleTimeout, ss.id)))
		code := 0
		if why == endCrashed {
			code = 1
		}
		_ = sess.Exit(code)
		letGo()
		s.release(ss)
		s.log.Info("disconnect", "session", ss.id, "player", short(ss.player), "addr", sess.RemoteAddr(),
			"duration", time.Since(ss.start).Round(time.Millisecond), "end", why)
	}
}

// admit registers a session, or returns why not: "full", "stopping" or
// "busy". A player's new session takes over from their old one, which is
// told so and closed first, so two sessions never write one save.
func (s *Server) admit(sess gssh.Session, player string) (*session, string) {
	s.mu.Lock()
	if s.stopping {
		s.mu.Unlock()
		return nil, "stopping"
	}
	old := s.live[player]
	if old == nil && len(s.live) >= s.cfg.MaxSessions {
		s.mu.Unlock()
		return nil, "full"
	}
	ss := &session{id: s.nextID.Add(1), player: player, sess: sess, start: time.Now(), done: make(chan struct{})}
	s.live[player] = ss
	s.bySess[sess] = ss
	s.wg.Add(1)
	s.mu.Unlock()
	if old != nil {
		old.end(endReplaced)
		select {
		case <-old.done:
		case <-time.After(replaceWait):
			s.release(ss)
			return nil, "busy"
		}
	}
	return ss, ""
}

// lost closes the session of a player whose games a session on another
// server has taken (its writes already fail).
func (s *Server) lost(player string) {
	s.mu.Lock()
	ss := s.live[player]
	s.mu.Unlock()
	if ss != nil {
		s.log.Info("taken over", "session", ss.id, "player", short(player), "by", "another server")
		ss.end(endReplaced)
	}
}

// watchFailed logs why the server stopped hearing of takeovers for a
// while; it listens again a second later.
func (s *Server) watchFailed(err error) {
	s.log.Warn("not hearing of takeovers by other servers; listening again", "err", err)
}

// release unregisters a session that is over.
func (s *Server) release(ss *session) {
	s.mu.Lock()
	if s.live[ss.player] == ss {
		delete(s.live, ss.player)
	}
	delete(s.bySess, ss.sess)
	s.mu.Unlock()
	close(ss.done)
	s.wg.Done()
	s.scavenge.ended()
}

// program makes the Bubble Tea program of an admitted session, for wish's
// bubbletea middleware to run: the app with the session's own renderer
// (its terminal's color profile), the player's own saves, solo games only,
// drawn on the session's screen (the alternate screen, mouse clicks and the
// wheel; the keys do it all too), no suspend, no signal handling (the
// server handles signals for everyone).
func (s *Server) program(sess gssh.Session) *tea.Program {
	s.mu.Lock()
	ss := s.bySess[sess]
	s.mu.Unlock()
	if ss == nil || ss.ending() != endNone {
		return nil
	}
	r := newRenderer(sess)
	inner := s.newApp(r, app.Options{
		Games:    s.games,
		Store:    ss.store,
		Version:  s.cfg.Version,
		SoloOnly: true,
		Seed:     s.cfg.Seed,
		Now:      s.cfg.Now,
	})
	pty, _, _ := sess.Pty()
	m := &model{inner: inner, ss: ss, screen: newScreen(sess, pty.Window.Width, pty.Window.Height), crash: s.logCrash}
	p := tea.NewProgram(m,
		tea.WithInput(typed{r: sess, last: &ss.lastInput}),
		tea.WithOutput(sess),
		tea.WithoutRenderer(), // the model draws on its screen, which also takes the alternate screen and the mouse
		tea.WithoutSignalHandler(),
		tea.WithFilter(noSuspend),
	)
	if !ss.setProgram(p, m) {
		p.Kill() // ended while starting: a Send to it must not wait
		return nil
	}
	return p
}

// logCrash logs a panic with what is needed to play it again: the session,
// the player's short ID, the open save and its seed.
func (s *Server) logCrash(ss *session, a tea.Model, v any, stack []byte) {
	save := ""
	if a != nil {
		if g := playing(a); g != nil {
			save = g.Name
		}
	}
	s.log.Error("session panicked", "session", ss.id, "player", short(ss.player), "save", save, "seed", seedOf(a),
		"panic", fmt.Sprint(v), "stack", string(stack))
}

// crlf ends lines the way a terminal in raw mode needs.
func crlf(s string) string {
	out := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' && (i == 0 || s[i-1] != '\r') {
			out = append(out, '\r')
		}
		out = append(out, s[i])
	}
	return string(out)
}
