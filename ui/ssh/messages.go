package ssh

import (
	"fmt"
	"net"
	"strings"
	"time"
)

// What the server tells people outside the game. Each is a few short lines
// a player can act on; none names a file or a key.

// noKeyMessage is shown, as keyboard-interactive instructions, to a client
// that offered no public key: the player's key is their identity here.
func noKeyMessage(port string) string {
	return "haunt knows each player by their SSH key, and this connection offered none.\n" +
		"Make a key once (press enter at each question):\n" +
		"\n" +
		"    ssh-keygen -t ed25519\n" +
		"\n" +
		"then connect again: ssh" + portFlag(port) + " HOST\n" +
		"Your games are kept under that key; use the same key to find them again.\n"
}

// refusedMessage is shown to a client whose keys are not on a private
// server's --allow list.
func refusedMessage() string {
	return "This haunt server is private, and the key you offered is not on its list.\n" +
		"Send the server's host your public key (the one line in ~/.ssh/id_ed25519.pub;\n" +
		"ssh-add -L prints the keys your agent offers) and connect again once it is added.\n"
}

// noTerminalMessage answers a session without a terminal ("ssh host cmd",
// "ssh -T", or input from a pipe).
func noTerminalMessage(port string) string {
	return "haunt is a full-screen game and needs a terminal, but this connection has none.\n" +
		"Connect with ssh -t, for example: ssh -t" + portFlag(port) + " HOST\n"
}

const (
	fullMessage     = "haunt: server full, try again later.\n"
	stoppingMessage = "haunt: the server is stopping, try again later.\n"
	busyMessage     = "haunt: your other session is still closing; try again in a moment.\n"
	savesMessage    = "haunt: your saved games cannot be reached just now; try again in a minute.\n"
)

// farewell is the last thing a session says, after the game screen is gone.
// save is the name of the game that was open ("" when none was).
func farewell(r endReason, save string, idle time.Duration, session uint64) string {
	saved := func(prefix string) string {
		if save == "" {
			return ""
		}
		return prefix + "your game is saved as " + save
	}
	switch r {
	case endStopping:
		if save == "" {
			return "The server is stopping. Goodbye.\n"
		}
		return "The server is stopping; " + saved("") + ".\n"
	case endIdle:
		s := fmt.Sprintf("No key was pressed for %s, so haunt closed this session.", words(idle))
		if save != "" {
			s += "\n" + upper(saved("")) + "; connect again to continue it."
		}
		return s + "\n"
	case endReplaced:
		s := "You connected again from elsewhere, so this session closed."
		if save != "" {
			s += " " + upper(saved("")) + "."
		}
		return s + "\n"
	case endCrashed:
		s := fmt.Sprintf("Something went wrong on the server and this session had to close (the server's log has it as session %d).", session)
		if save != "" {
			s += "\n" + upper(saved("")) + " up to your last answer; connect again to continue it."
		}
		return s + "\n"
	}
	if save == "" {
		return "Goodbye.\n"
	}
	return "Game saved as " + save + ". Connect again to continue it.\n"
}

func upper(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// words says a duration the way people do: "30 minutes", "45 seconds".
func words(d time.Duration) string {
	plural := func(n int64, unit string) string {
		if n == 1 {
			return "1 " + unit
		}
		return fmt.Sprintf("%d %ss", n, unit)
	}
	switch {
	case d >= time.Hour && d%time.Hour == 0:
		return plural(int64(d/time.Hour), "hour")
	case d >= time.Minute && d%time.Minute == 0:
		return plural(int64(d/time.Minute), "minute")
	case d >= time.Second && d%time.Second == 0:
		return plural(int64(d/time.Second), "second")
	}
	return d.String()
}

// portFlag is " -p PORT" unless the port is ssh's own.
func portFlag(port string) string {
	if port == "" || port == "22" {
		return ""
	}
	return " -p " + port
}

// portOf is the port of a listening address, "" when it has none.
func portOf(a net.Addr) string {
	if a == nil {
		return ""
	}
	_, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return ""
	}
	return port
}
