package puzzlelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/**
 * The machine refusing what was asked (a port, a host, a folder) is not a bug: one line naming the thing and the
 * reason, exit 2, never "internal error, please report".
 */
class EnvironmentFailureTest {
    private static void oneLine(CliRunner.Run r, String expected) {
        assertThat(r.code()).as(r.err()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err().strip()).isEqualTo(expected);
    }

    @Test
    void aPortInUse() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            int port = taken.getLocalPort();
            oneLine(CliRunner.run("serve", "--port", Integer.toString(port)), "puzzlelab: serve: cannot listen on 127.0.0.1 port "
                    + port + ": the port is in use or not allowed here (choose another with --port, or --port 0 for any free one)");
        }
    }

    @Test
    void aHostThatIsNoAddress() {
        oneLine(CliRunner.run("serve", "--host", "999.1.1.1", "--port", "0"), "puzzlelab: --host 999.1.1.1: no such host or address");
    }

    @Test
    void aHostOfAnotherMachine() {
        // TEST-NET-1 (RFC 5737): never an address of this machine
        oneLine(CliRunner.run("serve", "--host", "192.0.2.1", "--port", "0"), "puzzlelab: --host 192.0.2.1: not an address of this machine");
    }

    @Test
    void anOutputFolderThatTakesNoFiles() {
        CliRunner.Run r = CliRunner.run("generate", "coroutine", "--out", "/proc", "--seed", "1");
        assertThat(r.code()).as(r.err()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err().strip()).startsWith("puzzlelab: /proc: --out: cannot write in this folder (").doesNotContain("\n");
        assertThat(r.out()).isEmpty();   // refused before any board was made
    }
}
