// Command haunt is a terminal companion for horror board games. Run
// "haunt --help" for the commands; ui/cli does the work.
package main

import (
	"os"

	"github.com/hauntgames/haunt/ui/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
