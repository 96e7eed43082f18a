package io.tenantdesk.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

class SelfCheckTest {

    @Test
    void reasonsDropTheWrappersThatSayNothing() {
        Throwable startFailure = new RuntimeException(
                "Exception in Application start method",
                new UncheckedIOException("cannot load view /fxml/main/MainWindow.fxml", new IOException("bad tag")));

        assertThat(SelfCheck.reason(new CompletionException(startFailure)))
                .isEqualTo("UncheckedIOException: cannot load view /fxml/main/MainWindow.fxml"
                        + " (caused by java.io.IOException: bad tag)");
        assertThat(SelfCheck.reason(new IllegalStateException("TLS: no ECDHE cipher suite")))
                .isEqualTo("IllegalStateException: TLS: no ECDHE cipher suite");
    }
}
