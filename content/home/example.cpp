#include <celerity.h>
#include <cstdio>

int main() {
    celerity::queue queue;
    const celerity::range<1> n(1 << 24);
    celerity::buffer<float, 1> x(n);
    celerity::buffer<float, 1> y(n);
    // A range mapper: work item i touches element i.
    const celerity::access::one_to_one each;

    // Every rank submits the same work; Celerity splits it
    // across all GPUs of all nodes.
    queue.submit([&](celerity::handler& cgh) {
        celerity::accessor out_x(x, cgh, each,
            celerity::write_only, celerity::no_init);
        celerity::accessor out_y(y, cgh, each,
            celerity::write_only, celerity::no_init);
        cgh.parallel_for(n, [=](celerity::item<1> i) {
            out_x[i] = 1.0f;
            out_y[i] = static_cast<float>(i[0] % 10);
        });
    });

    // y = 2x + y: the range mapper tells Celerity which
    // elements each chunk reads, so it moves just those.
    queue.submit([&](celerity::handler& cgh) {
        celerity::accessor in_x(x, cgh, each,
            celerity::read_only);
        celerity::accessor io_y(y, cgh, each,
            celerity::read_write);
        cgh.parallel_for(n, [=](celerity::item<1> i) {
            io_y[i] = 2.0f * in_x[i] + io_y[i];
        });
    });

    // Copy a small window back to the host, wherever the
    // data lives in the cluster.
    const auto window =
        queue.fence(y, celerity::subrange<1>(0, 4)).get();
    std::printf("y[0..3] = %g %g %g %g\n", window[0],
        window[1], window[2], window[3]);
}
