package io.tenantdesk.aws;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Who closes a connection's client: its owner, once, whichever view closes it; never a borrower. */
class ConnectionTest {

    private final DynamoDbClient shared = DynamoClients.local(URI.create("http://127.0.0.1:1"));

    @AfterEach
    void closeShared() {
        shared.close();
    }

    @Test
    void anOwningConnectionClosesItsClientOnceWhicheverViewClosesIt() {
        ClosingClient client = new ClosingClient(shared);
        Connection owning =
                Connection.owning("c", client.client(), TableNameMapping.identity(), true, CallerIdentity.unverified());
        Connection writable = owning.withWritesAllowed();
        Connection readOnlyAgain = writable.withReadOnly();

        assertThat(writable.readOnly()).isFalse();
        assertThat(List.of(writable, readOnlyAgain)).allSatisfy(view -> {
            assertThat(view.sharesClientWith(owning)).isTrue();
            assertThat(view.client()).isSameAs(owning.client());
            assertThat(view.ownsClient()).isTrue();
        });

        writable.close();
        readOnlyAgain.close();
        owning.close();

        assertThat(client.closes()).isOne();
        assertThat(owning.closed()).isTrue();
    }

    @Test
    void aBorrowingConnectionLeavesItsClientToItsOwner() {
        ClosingClient client = new ClosingClient(shared);
        Connection borrowing = new Connection("demo", client.client(), TableNameMapping.identity(), false);

        try (Connection view = borrowing.withReadOnly()) {
            assertThat(view.ownsClient()).isFalse();
        }
        borrowing.close();

        assertThat(client.closes()).isZero();
        assertThat(borrowing.closed()).isFalse();
    }

    @Test
    void twoConnectionsOfTheSameClientAreNotViewsOfEachOther() {
        ClosingClient client = new ClosingClient(shared);
        Connection one = Connection.owning(
                "one", client.client(), TableNameMapping.identity(), false, CallerIdentity.unverified());
        Connection two = Connection.owning(
                "two", client.client(), TableNameMapping.identity(), false, CallerIdentity.unverified());

        assertThat(one.sharesClientWith(two)).isFalse();
        assertThat(one.sharesClientWith(null)).isFalse();
        assertThat(one.regionId())
                .isEqualTo(shared.serviceClientConfiguration().region().id());
    }

    @Test
    void aWriteClientIsClosedWithItsConnectionOnceThenWhatTheClientsShare() {
        List<String> closed = new java.util.concurrent.CopyOnWriteArrayList<>();
        ClosingClient reads = new ClosingClient(shared);
        ClosingClient writes = new ClosingClient(shared);
        AutoCloseable http = () -> closed.add("http, after " + reads.closes() + " + " + writes.closes() + " clients");
        Connection owning = Connection.owning(
                "c",
                reads.client(),
                writes.client(),
                List.of(http),
                TableNameMapping.identity(),
                false,
                CallerIdentity.unverified(),
                java.util.Optional.empty());
        Connection readOnly = owning.withReadOnly();

        assertThat(readOnly.writeClient()).containsSame(writes.client());
        assertThat(new Connection("b", shared, TableNameMapping.identity(), false).writeClient())
                .isEmpty();
        readOnly.close();
        owning.close();

        assertThat(reads.closes()).isOne();
        assertThat(writes.closes()).isOne();
        assertThat(closed).containsExactly("http, after 1 + 1 clients");
    }
}
