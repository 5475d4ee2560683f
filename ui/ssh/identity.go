package ssh

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	xssh "golang.org/x/crypto/ssh"
)

// PlayerID is who a public key is on this server: the hex form of the key's
// SHA-256 fingerprint (the same hash "ssh-keygen -l" shows in base64). It
// names the player's folder, so it is made only from the key the client
// proved it holds, never from anything typed: 64 characters of 0-9 and a-f
// cannot reach outside the players folder.
func PlayerID(key xssh.PublicKey) string {
	sum := sha256.Sum256(key.Marshal())
	return hex.EncodeToString(sum[:])
}

// SaveDir is the folder of one player's saves under the server's data
// folder: DATA/players/ID/saves.
func SaveDir(data, id string) string {
	return filepath.Join(data, "players", id, "saves")
}

// short is the start of a player ID, enough to tell players apart in the
// log and to find their folder, without writing a key into the log.
func short(id string) string {
	if len(id) > 12 {
		return id[:12]
	}
	return id
}

// readAllowed reads an authorized_keys file: the keys that may play on a
// private server. Options before a key are ignored; a line that is not a
// key stops the server with the line's number, because a typo there would
// silently lock a player out.
func readAllowed(path string) (map[string]bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read the --allow file %s: %v", path, pathProblem(err))
	}
	allowed := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, _, _, _, err := xssh.ParseAuthorizedKey([]byte(line))
		if err != nil {
			return nil, fmt.Errorf("the --allow file %s, line %d, is not a public key in authorized_keys form (%v)", path, n, err)
		}
		allowed[string(key.Marshal())] = true
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("cannot read the --allow file %s: %v", path, err)
	}
	if len(allowed) == 0 {
		return nil, fmt.Errorf("the --allow file %s lists no keys, so nobody could play; add a public key per line (like ~/.ssh/id_ed25519.pub)", path)
	}
	return allowed, nil
}
