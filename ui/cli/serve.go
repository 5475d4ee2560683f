package cli

import (
	"context"
	"fmt"
	"io"
	"math"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/charmbracelet/log"
	"golang.org/x/time/rate"

	"github.com/hauntgames/haunt/saves/postgres"
	"github.com/hauntgames/haunt/ui/games"
	hssh "github.com/hauntgames/haunt/ui/ssh"
)

// stopTimeout bounds a graceful stop: the players are told and the
// connections closed within it.
const stopTimeout = 5 * time.Second

// Test hooks: where stop signals come from, and who learns the address.
var (
	serveSignals = func(c chan<- os.Signal) (stop func()) {
		signal.Notify(c, os.Interrupt, syscall.SIGTERM)
		return func() { signal.Stop(c) }
	}
	serveListening = func(net.Addr) {}
)

func (e Env) serve(args []string) error {
	fs := newFlagSet("serve")
	listen := fs.String("listen", hssh.DefaultListen, "listen on `ADDR`, host:port")
	hostKey := fs.String("host-key", "", "the server's host key `FILE`, made on the first start (default DIR/"+hssh.HostKeyFile+")")
	data := fs.String("data", "", "keep the host key and the players' saves in `DIR` (default $XDG_DATA_HOME/haunt/serve)")
	allow := fs.String("allow", "", "only the keys in this authorized_keys `FILE` may play (default: any key)")
	maxSessions := fs.Int("max-sessions", hssh.DefaultMaxSessions, "at most `N` players at once")
	idle := fs.Duration("idle-timeout", hssh.DefaultIdleTimeout, "close a session after `D` with no key pressed, like 30m or 1h (0: never)")
	perSecond := fs.Float64("rate", float64(hssh.DefaultRate), "let one address open `R` new sessions a second once its burst is spent (default "+strconv.FormatFloat(float64(hssh.DefaultRate), 'g', -1, 64)+")")
	store := fs.String("store", "", "keep the players' saves in PostgreSQL at `URL`, postgres://USER@HOST/DATABASE, shared by every server given it (default $"+databaseEnv+"; without either, files in the data folder)")
	proxyFrom := fs.String("proxy-from", "", "the balancers in front, as a comma-separated `LIST` of addresses or ranges (10.0.0.5,10.1.0.0/16): their connections start with a PROXY protocol header giving the player's address (default: none)")
	burst := fs.Int("burst", hssh.DefaultBurst, "let one address open `N` sessions at once, a classroom behind one router (default "+strconv.Itoa(hssh.DefaultBurst)+")")
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "Usage: haunt serve [flags]")
		fmt.Fprintln(w, "\nHosts haunt's solo games over SSH. A player connects with \"ssh -p PORT HOST\"")
		fmt.Fprintln(w, "and is known by their SSH key: each key has its own saves, and every answer")
		fmt.Fprintln(w, "is saved as it is given, so a dropped connection loses nothing.")
		fmt.Fprintln(w, "\nFlags:")
		printFlags(w, fs, "listen", "host-key", "data", "store", "proxy-from", "allow", "max-sessions", "idle-timeout", "rate", "burst")
		fmt.Fprintln(w, "\nctrl+c (SIGINT) or SIGTERM stops the server: every player is told where their")
		fmt.Fprintln(w, "game is saved, and the connections close within a few seconds.")
	}
	if err := parse(fs, args, usage, e.Stdout); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("serve takes no arguments, not %q (haunt serve --help for more)", fs.Arg(0))
	}
	if *maxSessions < 1 {
		return usagef("--max-sessions must be at least 1, not %d", *maxSessions)
	}
	if !(*perSecond > 0) || math.IsInf(*perSecond, 0) {
		return usagef("--rate must be a number of sessions a second above 0, like 5 or 0.5, not %v", *perSecond)
	}
	if *burst < 1 {
		return usagef("--burst must be at least 1, not %d", *burst)
	}
	if *idle < 0 {
		return usagef("--idle-timeout must not be negative, not %s", *idle)
	}
	if _, _, err := net.SplitHostPort(*listen); err != nil {
		return usagef("--listen wants host:port, like 127.0.0.1:2222 or :2222, not %q", *listen)
	}
	defs, err := e.games()
	if err != nil {
		return err
	}
	dir := *data
	if dir == "" {
		if dir, err = hssh.DefaultDataDir(); err != nil {
			return err
		}
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}

	logger := log.NewWithOptions(e.Stderr, log.Options{ReportTimestamp: true, Prefix: "haunt serve"})
	// wish reports through the default logger; make it this one.
	log.SetDefault(logger)
	url := *store
	if url == "" {
		url = e.getenv(databaseEnv)
	}
	var keeper hssh.Keeper
	kept := dir
	if url != "" {
		ctx, cancel := context.WithTimeout(context.Background(), openTimeout)
		db, err := postgres.Open(ctx, url, serverName(*listen))
		cancel()
		if err != nil {
			return fmt.Errorf("cannot keep the saves in PostgreSQL: %w", err)
		}
		defer db.Close()
		keeper = hssh.Postgres(db)
		kept = "PostgreSQL, as " + db.Server()
	}
	cfg := hssh.Config{
		Games:       defs,
		DataDir:     dir,
		HostKey:     *hostKey,
		Allow:       *allow,
		MaxSessions: *maxSessions,
		IdleTimeout: *idle,
		Rate:        rate.Limit(*perSecond),
		Burst:       *burst,
		Version:     Version,
		Logger:      logger,
		Seed:        e.Seed,
		Now:         e.Now,
		Saves:       keeper,
		ProxyFrom:   splitList(*proxyFrom),
	}
	if *idle == 0 {
		cfg.IdleTimeout = -1 // never
	}
	srv, err := hssh.New(cfg)
	if err != nil {
		return err
	}
	keyFile := *hostKey
	if keyFile == "" {
		keyFile = filepath.Join(dir, hssh.HostKeyFile)
	}
	if srv.NewKey {
		logger.Info("made a new host key", "file", keyFile)
	}
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", *listen, err)
	}
	who := "any key"
	if *allow != "" {
		who = "the keys in " + *allow
	}
	logger.Info("serving", "addr", ln.Addr().String(), "games", strings.Join(games.Names(hssh.SoloGames(defs)), ","),
		"players", who, "data", dir, "saves", kept)
	logger.Info("connect with: ssh" + portArg(ln.Addr()) + " " + hostArg(ln.Addr()))

	sigs := make(chan os.Signal, 2)
	stop := serveSignals(sigs)
	defer stop()
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	serveListening(ln.Addr())

	select {
	case err := <-served:
		return err
	case sig := <-sigs:
		logger.Info("stopping: telling the players", "signal", sig.String())
	}
	ctx, cancel := context.WithTimeout(context.Background(), stopTimeout)
	defer cancel()
	stopped := make(chan error, 1)
	go func() { stopped <- srv.Shutdown(ctx) }()
	select {
	case err = <-stopped:
	case <-sigs:
		logger.Warn("second signal: closing every connection now")
		err = srv.Close()
	}
	<-served
	if err != nil && err != context.DeadlineExceeded {
		return err
	}
	logger.Info("stopped")
	return nil
}

// splitList splits a comma-separated flag, dropping blanks.
func splitList(v string) []string {
	var out []string
	for _, f := range strings.Split(v, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// databaseEnv names the PostgreSQL address when --store does not.
const databaseEnv = "HAUNT_DATABASE_URL"

// openTimeout bounds connecting to the database and setting up its tables.
const openTimeout = 30 * time.Second

// serverName tells this server from the others sharing a database, in
// their logs and takeover notices: the host, the port and the process.
func serverName(listen string) string {
	host, err := os.Hostname()
	if err != nil {
		host = "haunt"
	}
	_, port, _ := net.SplitHostPort(listen)
	return fmt.Sprintf("%s:%s/%d", host, port, os.Getpid())
}

// portArg is " -p PORT" for the connect hint, or "" for port 22.
func portArg(a net.Addr) string {
	_, port, err := net.SplitHostPort(a.String())
	if err != nil || port == "22" {
		return ""
	}
	return " -p " + port
}

// hostArg is what to type for the host in the connect hint.
func hostArg(a net.Addr) string {
	host, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return "HOST"
	}
	ip := net.ParseIP(host)
	switch {
	case ip == nil:
		return host
	case ip.IsLoopback():
		return "localhost"
	case ip.IsUnspecified():
		return "HOST"
	}
	return host
}
